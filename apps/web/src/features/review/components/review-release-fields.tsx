import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { ReviewRelease } from '../api/review-release.ts';
import { ReviewFieldList, useReviewNames } from './review-field-list.tsx';

/** Everything the artist entered for the release itself, and who the owner is. */
export function ReviewReleaseFields({ review }: { review: ReviewRelease }) {
  const { t } = useTranslation(['review', 'releases', 'admin']);
  const day = (value: string | null) => (value ? formatDay(value, currentLanguage()) : null);
  const names = useReviewNames();
  const r = review.release;
  const o = review.owner;
  return (
    <Stack gap="md">
      <Card
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-labelledby="review-release"
      >
        <Title order={2} size="h4" mb="sm" id="review-release">
          {t('fields.title')}
        </Title>
        <ReviewFieldList
          fields={[
            [t('fields.releaseTitle'), r.title],
            [t('fields.artist'), r.artist?.name],
            [t('fields.type'), t(`releases:types.${r.releaseType}`)],
            [t('fields.referenceId'), r.referenceId],
            [
              t('fields.upc'),
              r.upc ? `${r.upc}${r.upcIsCustom ? ` (${t('fields.custom')})` : ''}` : null,
            ],
            [t('fields.label'), r.recordLabel],
            [t('fields.language'), names.language(r.language)],
            [t('fields.primaryGenre'), names.genre(r.primaryGenre)],
            [t('fields.secondaryGenre'), names.genre(r.secondaryGenre)],
            [t('fields.releaseDate'), day(r.releaseDate)],
            [t('fields.liveDate'), day(r.liveDate)],
            [t('fields.schedule'), t(`schedules.${r.schedule}`)],
            [
              t('fields.presave'),
              r.presaveEnabled ? (day(r.presaveDate) ?? names.yesNo(true)) : names.yesNo(false),
            ],
            [t('fields.stores'), t('fields.storeCount', { count: r.storeIds.length })],
            [t('fields.submittedAt'), r.submittedAt ? formatDateTime(r.submittedAt) : null],
            [t('fields.status'), t(`releases:status.${r.status}`)],
            [
              t('fields.reopening'),
              r.reopening
                ? `${t(`releases:reasons.${r.reopening.reason}.name`)}${r.reopening.note ? ` — ${r.reopening.note}` : ''}`
                : null,
            ],
          ]}
        />
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="review-owner">
        <Title order={2} size="h4" mb="sm" id="review-owner">
          {t('owner.title')}
        </Title>
        <ReviewFieldList
          fields={[
            [t('owner.name'), o.name],
            [t('owner.email'), o.email],
            [t('owner.plan'), t(`admin:plans.${o.plan}`)],
            [t('owner.since'), formatDateTime(o.createdAt)],
            [t('owner.emailVerified'), names.yesNo(o.emailVerified)],
            [t('owner.frozen'), names.yesNo(o.freeze)],
          ]}
        />
      </Card>
    </Stack>
  );
}
