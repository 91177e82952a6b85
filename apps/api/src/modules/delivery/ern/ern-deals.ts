import type { ErnContext } from './ern-context.ts';
import type { XmlNode } from './ern-vocabulary.ts';

/**
 * The DealList. Every release (the main one and each track release) gets a streaming deal
 * and a download deal in the chosen territories from the release date. A pre-order adds a
 * download deal flagged IsPreOrderDeal on the main release from the pre-save date, and a
 * ReleaseVisibility that shows the release from then on (what pre-saves need).
 *
 * A takedown (ERN 4.3 has no TakeDown flag; decision 021) sends the same deals ending the
 * day before the message was created: DDEX dates are inclusive, so the release is off at
 * every store from the day the message arrives, in every territory it was in.
 */
export function dealList(ctx: ErnContext): XmlNode {
  const refs = [ctx.mainRelease, ...ctx.tracks.map((t) => ctx.trackRelease(t))];
  const period = validityPeriod(ctx);
  const preOrder = preOrderDeal(ctx);
  const visibility = preOrderVisibility(ctx);
  return {
    ReleaseDeal: refs.map((ref) => ({
      DealReleaseReference: ref,
      Deal: [
        deal(
          ctx,
          period,
          ['SubscriptionModel', 'AdvertisementSupportedModel'],
          ['OnDemandStream', 'NonInteractiveStream'],
        ),
        deal(ctx, period, ['PayAsYouGoModel'], ['PermanentDownload']),
        ...(ref === ctx.mainRelease && preOrder ? [preOrder] : []),
      ],
    })),
    ReleaseVisibility: visibility,
  };
}

/** The pre-save period's visibility; none without a pre-save date, or in a takedown. */
export function preOrderVisibility(
  ctx: ErnContext,
): (XmlNode & { VisibilityReference: string }) | undefined {
  const { preOrderDate } = ctx.snapshot.release;
  if (!ctx.preOrder || !preOrderDate) return undefined;
  return {
    VisibilityReference: 'V1',
    ...territoryCodes(ctx),
    ReleaseDisplayStartDateTime: `${preOrderDate}T00:00:00`,
  };
}

function preOrderDeal(ctx: ErnContext): XmlNode | undefined {
  const { preOrderDate, releaseDate } = ctx.snapshot.release;
  if (!ctx.preOrder || !preOrderDate) return undefined;
  const period = { StartDate: preOrderDate, EndDate: addDays(releaseDate, -1) };
  return deal(ctx, period, ['PayAsYouGoModel'], ['PermanentDownload'], true);
}

function deal(
  ctx: ErnContext,
  period: XmlNode,
  commercialModels: string[],
  useTypes: string[],
  isPreOrder = false,
): XmlNode {
  return {
    DealTerms: {
      ...territoryCodes(ctx),
      ValidityPeriod: period,
      CommercialModelType: commercialModels,
      UseType: useTypes,
      IsPreOrderDeal: isPreOrder ? 'true' : undefined,
    },
  };
}

function validityPeriod(ctx: ErnContext): XmlNode {
  const { release, messageKind, messageCreatedAt } = ctx.snapshot;
  if (messageKind !== 'takedown') return { StartDate: release.releaseDate };
  const end = addDays(new Date(messageCreatedAt).toISOString().slice(0, 10), -1);
  return { StartDate: release.releaseDate < end ? release.releaseDate : end, EndDate: end };
}

const territoryCodes = (ctx: ErnContext) => {
  const { territories } = ctx.snapshot.release;
  return { TerritoryCode: territories === 'worldwide' ? ['Worldwide'] : territories };
};

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic in UTC). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
