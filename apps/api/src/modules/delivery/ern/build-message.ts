import { create } from 'xmlbuilder2';
import { createErnContext, type ErnContext } from './ern-context.ts';
import { dealList } from './ern-deals.ts';
import { releaseList } from './ern-releases.ts';
import { resourceList } from './ern-resources.ts';
import type { XmlNode } from './ern-vocabulary.ts';
import type { ReleaseSnapshot } from './release-snapshot.ts';

export const ernNamespace = 'http://ddex.net/xml/ern/43';
/** The version of the vendored allowed-value-sets.xsd (its AvsVersionId annotation). */
const avsVersionId = '3';

/**
 * The ERN 4.3 NewReleaseMessage for a snapshot, as a UTF-8 XML document. ERN 4.3 has one
 * message for all three kinds (decision 021): `messageKind` 'new' announces the release,
 * 'update' sends the same release ids again under a new MessageId (the newer message
 * replaces the earlier one at the store), 'takedown' ends every deal.
 */
export function buildNewReleaseMessage(snapshot: ReleaseSnapshot): string {
  const ctx = createErnContext(snapshot);
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    ernNamespace,
    'ern:NewReleaseMessage',
    {
      AvsVersionId: avsVersionId,
      LanguageAndScriptCode: snapshot.release.language,
      ReleaseProfileVersionId: 'Audio',
    },
  );
  doc.ele({
    MessageHeader: messageHeader(ctx),
    PartyList: ctx.parties.partyList,
    ResourceList: resourceList(ctx),
    ReleaseList: releaseList(ctx),
    DealList: dealList(ctx),
  });
  // wellFormed: a character XML cannot carry (a control character) throws instead of
  // writing a file no store could parse.
  return doc.end({ prettyPrint: true, wellFormed: true });
}

function messageHeader({ snapshot }: ErnContext): XmlNode {
  const party = (p: { partyId: string; name: string }) => ({
    PartyId: p.partyId,
    PartyName: { FullName: p.name },
  });
  return {
    // Every message about one release shares a thread: new, its updates, its takedown.
    MessageThreadId: snapshot.release.id,
    MessageId: snapshot.messageId,
    MessageSender: party(snapshot.sender),
    MessageRecipient: party(snapshot.recipient),
    MessageCreatedDateTime: snapshot.messageCreatedAt,
    MessageControlType: 'LiveMessage',
  };
}
