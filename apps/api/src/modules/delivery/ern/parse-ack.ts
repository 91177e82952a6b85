import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  ackAcceptedStatus,
  type AcknowledgedMessage,
  type AcknowledgementResult,
} from './acknowledgement.ts';

export type AcknowledgementProblem =
  'too_large' | 'doctype_refused' | 'not_xml' | 'not_an_acknowledgement';

/** An ACK file Soundpost cannot read; `reason` says why (shown to the admin with the file). */
export class AcknowledgementError extends Error {
  readonly reason: AcknowledgementProblem;
  constructor(reason: AcknowledgementProblem, message: string) {
    super(message);
    this.name = 'AcknowledgementError';
    this.reason = reason;
  }
}

/** An ACK is a few hundred bytes; anything near this is not one. */
const maxAckChars = 256 * 1024;

/**
 * No DOCTYPE means no entity can be declared, so neither XXE (external entities) nor
 * billion laughs (nested ones) can happen; the parser then only decodes XML's five
 * predefined escapes (&amp; &lt; &gt; &quot; &apos;).
 */
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: { enabled: true, maxEntityCount: 0 },
});

/** The document as plain objects; any failure of the parser (nesting too deep…) is not_xml. */
function parseXml(xml: string): Record<string, unknown> {
  try {
    const wellFormed = XMLValidator.validate(xml);
    if (wellFormed !== true) throw new Error(`Not well-formed XML: ${wellFormed.err.msg}`);
    return record(parser.parse(xml));
  } catch (error) {
    throw new AcknowledgementError('not_xml', error instanceof Error ? error.message : 'Not XML');
  }
}

/**
 * Reads a store's ACK file (decision 021), namespace prefix ignored, in any of three forms:
 * the standard FtpAcknowledgementMessage (AcknowledgedFile/ReleaseId and Date, FileStatus),
 * Soundpost's earlier FtpAcknowledgementMessage (AcknowledgedMessageId), and the
 * AcknowledgementMessage with MessageStatus. Throws AcknowledgementError for anything else,
 * a DOCTYPE included.
 */
export function parseAcknowledgement(xml: string): AcknowledgementResult {
  if (xml.length > maxAckChars)
    throw new AcknowledgementError('too_large', `The file has over ${maxAckChars} characters`);
  if (/<!DOCTYPE/i.test(xml))
    throw new AcknowledgementError('doctype_refused', 'A DOCTYPE is not accepted in an ACK');
  const doc = parseXml(xml);
  const answer = doc.FtpAcknowledgementMessage
    ? ftpAcknowledgement(record(doc.FtpAcknowledgementMessage))
    : acknowledgementMessage(record(doc.AcknowledgementMessage));
  if (!answer.acknowledged || !answer.statusCode)
    throw new AcknowledgementError(
      'not_an_acknowledgement',
      'An ACK needs the acknowledged file (AcknowledgedFile/ReleaseId and Date, or AcknowledgedMessageId) and its status (FileStatus or MessageStatus)',
    );
  return {
    acknowledged: answer.acknowledged,
    status: answer.statusCode === ackAcceptedStatus ? 'accepted' : 'rejected',
    statusCode: answer.statusCode,
    errorText: answer.errorText || null,
  };
}

type Answer = {
  acknowledged: AcknowledgedMessage | undefined;
  statusCode: string | undefined;
  errorText: string;
};

function ftpAcknowledgement(ack: Record<string, unknown>): Answer {
  const file = record(first(ack.AcknowledgedFile));
  const releaseFolder = text(file.ReleaseId);
  const batchFolder = text(file.Date);
  const messageId = text(ack.AcknowledgedMessageId);
  const details = [
    list(ack.AffectedResource).length ? `affected: ${list(ack.AffectedResource).join(', ')}` : '',
    text(ack.ProposedActionType) ? `proposed action: ${text(ack.ProposedActionType)}` : '',
    text(ack.ManualCheckRequired) === 'true' ? 'manual check required' : '',
  ].filter(Boolean);
  const errorText = text(ack.ErrorText) ?? '';
  return {
    acknowledged:
      releaseFolder && batchFolder
        ? { releaseFolder, batchFolder }
        : messageId
          ? { messageId }
          : undefined,
    statusCode: text(ack.FileStatus) ?? text(ack.MessageStatus),
    errorText:
      details.length && errorText
        ? `${errorText} (${details.join('; ')})`
        : errorText || details.join('; '),
  };
}

/** The newer profiles' AcknowledgementMessage: MessageStatus, alone or in Acknowledgement. */
function acknowledgementMessage(root: Record<string, unknown>): Answer {
  const ack = record(
    first(root.Acknowledgement ?? record(first(root.ReleaseStatus)).Acknowledgement),
  );
  const messageId = text(root.AcknowledgedMessageId) ?? text(ack.MessageId);
  const status = ack.MessageStatus ?? root.MessageStatus;
  return {
    acknowledged: messageId ? { messageId } : undefined,
    statusCode: text(status) ?? text(record(status).Status),
    errorText: text(root.ErrorText) ?? text(record(status).StatusMessage) ?? '',
  };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The texts of an element that may repeat. */
const list = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).map(text).filter((s) => s !== undefined);

/** An element's text, if it is a single non-empty text element. */
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
