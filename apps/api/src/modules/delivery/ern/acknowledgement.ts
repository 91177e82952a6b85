import type { DdexParty } from './release-snapshot.ts';

/**
 * A store's answer to one delivered message, in the standard FtpAcknowledgementMessage of the
 * SFTP batch profile (decision 021): the tests' stand-in store writes it with
 * `buildAcknowledgement`.
 */
export interface Acknowledgement {
  /** The store. */
  sender: DdexParty;
  /** Soundpost. */
  recipient: DdexParty;
  /** ISO 8601 date-time with zone. */
  createdAt: string;
  /** The acknowledged message's folders in its path: `<batch folder>/<release folder>/…`. */
  releaseFolder: string;
  batchFolder: string;
  /** `FileOK` when accepted; any other value (ResourceCorrupt, InvalidXml, …) rejects. */
  statusCode: string;
  errorText?: string | null;
  proposedAction?: string | null;
  manualCheckRequired?: boolean | null;
  affectedResources?: string[];
}

/**
 * The message an ACK answers: named by its MessageId (Soundpost's earlier form and the
 * AcknowledgementMessage), or by the folders of its path (the standard form).
 */
export type AcknowledgedMessage =
  { messageId: string } | { releaseFolder: string; batchFolder: string };

/** What the delivery pipeline needs from an ACK file. */
export interface AcknowledgementResult {
  acknowledged: AcknowledgedMessage;
  status: 'accepted' | 'rejected';
  statusCode: string;
  /** What the store says beyond the status (ErrorText and the rest), for the admins. */
  errorText: string | null;
}

/** The one FileStatus that means the store took the message. */
export const ackAcceptedStatus = 'FileOK';

/** The folder, at the root of the store's delivery location, that ACK files go in. */
export const acknowledgementFolder = 'acks';

/** An ACK file's name: `ACK_` and the acknowledged file's name, or its message id. */
export const acknowledgementFileName = (name: string) => `ACK_${name.replace(/\.xml$/, '')}.xml`;
