import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ackAcceptedStatus, type AcknowledgementResult } from './acknowledgement.ts';

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

/**
 * Reads a store's ACK file (decision 021): an ern-c FtpAcknowledgementMessage, namespace
 * prefix ignored. Throws AcknowledgementError when it is not one; a DOCTYPE is refused.
 */
export function parseAcknowledgement(xml: string): AcknowledgementResult {
  if (xml.length > maxAckChars)
    throw new AcknowledgementError('too_large', `The file has over ${maxAckChars} characters`);
  if (/<!DOCTYPE/i.test(xml))
    throw new AcknowledgementError('doctype_refused', 'A DOCTYPE is not accepted in an ACK');
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true)
    throw new AcknowledgementError('not_xml', `Not well-formed XML: ${wellFormed.err.msg}`);

  const ack = record(record(parser.parse(xml)).FtpAcknowledgementMessage);
  const messageId = text(record(ack.MessageHeader).MessageId);
  const acknowledgedMessageId = text(ack.AcknowledgedMessageId);
  // FileStatus is DDEX's name; some stores write MessageStatus.
  const statusCode = text(ack.FileStatus) ?? text(ack.MessageStatus);
  if (!messageId || !acknowledgedMessageId || !statusCode)
    throw new AcknowledgementError(
      'not_an_acknowledgement',
      'An ACK needs MessageHeader/MessageId, AcknowledgedMessageId and FileStatus',
    );
  return {
    messageId,
    acknowledgedMessageId,
    status: statusCode === ackAcceptedStatus ? 'accepted' : 'rejected',
    statusCode,
    errorText: text(ack.ErrorText) ?? null,
  };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** An element's text, if it is a single non-empty text element. */
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
