import type { DdexParty } from './release-snapshot.ts';

/**
 * A store's answer to one delivered message: the subset of the DDEX release-delivery
 * choreography's FtpAcknowledgementMessage Soundpost writes and reads (decision 021).
 */
export interface Acknowledgement {
  /** The ACK's own MessageId. */
  messageId: string;
  /** The store. */
  sender: DdexParty;
  /** Soundpost. */
  recipient: DdexParty;
  /** ISO 8601 date-time with zone. */
  createdAt: string;
  /** The MessageId of the NewReleaseMessage this answers. */
  acknowledgedMessageId: string;
  /** The acknowledged XML file's path in the batch, e.g. `<batch>/<release>/<release>.xml`. */
  acknowledgedFileName?: string | null;
  /** `FileOK` when accepted; any other value (ResourceCorrupt, InvalidXml, …) rejects. */
  statusCode: string;
  errorText?: string | null;
}

/** What the delivery pipeline needs from an ACK file. */
export interface AcknowledgementResult {
  messageId: string;
  acknowledgedMessageId: string;
  status: 'accepted' | 'rejected';
  statusCode: string;
  errorText: string | null;
}

/** The DDEX release-delivery choreography's namespace and version for the ACK. */
export const ackNamespace = 'http://ddex.net/xml/ern-c/15';
export const ackMessageVersionId = '1.5';
/** The one FileStatus that means the store took the message. */
export const ackAcceptedStatus = 'FileOK';

/** The folder, at the root of the store's delivery location, that ACK files go in. */
export const acknowledgementFolder = 'acks';

/** The ACK file's name for the message `messageId`: `ACK_<message id>.xml`. */
export const acknowledgementFileName = (messageId: string) => `ACK_${messageId}.xml`;
