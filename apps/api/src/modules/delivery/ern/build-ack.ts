import { create } from 'xmlbuilder2';
import type { Acknowledgement } from './acknowledgement.ts';
import { choreographyNamespace, choreographyParty, choreographyVersionId } from './choreography.ts';

/**
 * The standard FtpAcknowledgementMessage a store (or the tests' stand-in store) writes for a
 * delivered message: a header without MessageId, the acknowledged file's folders, its status.
 */
export function buildAcknowledgement(ack: Acknowledgement): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    choreographyNamespace,
    'ernc:FtpAcknowledgementMessage',
    { MessageVersionId: choreographyVersionId },
  );
  doc.ele({
    MessageHeader: {
      MessageSender: choreographyParty(ack.sender),
      MessageRecipient: choreographyParty(ack.recipient),
      MessageCreatedDateTime: ack.createdAt,
    },
    AcknowledgedFile: { ReleaseId: ack.releaseFolder, Date: ack.batchFolder },
    FileStatus: ack.statusCode,
    ErrorText: ack.errorText ?? undefined,
    ProposedActionType: ack.proposedAction ?? undefined,
    ManualCheckRequired:
      ack.manualCheckRequired == null ? undefined : String(ack.manualCheckRequired),
    AffectedResource: ack.affectedResources ?? [],
  });
  // wellFormed: a character XML cannot carry (a control character) throws instead of
  // writing a file no store could parse.
  return doc.end({ prettyPrint: true, wellFormed: true });
}
