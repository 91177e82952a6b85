import { create } from 'xmlbuilder2';
import { ackMessageVersionId, ackNamespace, type Acknowledgement } from './acknowledgement.ts';

/** The ACK file a store (or the tests' stand-in store) writes for a delivered message. */
export function buildAcknowledgement(ack: Acknowledgement): string {
  const party = (p: { partyId: string; name: string }) => ({
    PartyId: p.partyId,
    PartyName: { FullName: p.name },
  });
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    ackNamespace,
    'ernc:FtpAcknowledgementMessage',
    { MessageVersionId: ackMessageVersionId },
  );
  doc.ele({
    MessageHeader: {
      MessageId: ack.messageId,
      MessageSender: party(ack.sender),
      MessageRecipient: party(ack.recipient),
      MessageCreatedDateTime: ack.createdAt,
    },
    AcknowledgedMessageId: ack.acknowledgedMessageId,
    AcknowledgedFileName: ack.acknowledgedFileName ?? undefined,
    FileStatus: ack.statusCode,
    ErrorText: ack.errorText ?? undefined,
  });
  // wellFormed: a character XML cannot carry (a control character) throws instead of
  // writing a file no store could parse.
  return doc.end({ prettyPrint: true, wellFormed: true });
}
