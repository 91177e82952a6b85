import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';

/** What a client needs to reach S3: no endpoint means AWS for the region. */
export type S3ClientSettings = Omit<S3Settings, 'bucket' | 'endpoint'> & { endpoint?: string };

/**
 * The client settings every S3 user in the app shares (storage, the tus store and the stores'
 * S3 delivery transport). Checksums
 * only where S3 requires them: the SDK's default wraps bodies in `aws-chunked` encoding with
 * trailing checksums, which several S3-compatible servers store undecoded (corrupt files).
 */
export function s3ClientConfig(settings: S3ClientSettings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export const createS3Client = (settings: S3ClientSettings, extra: S3ClientConfig = {}) =>
  new S3Client({ ...s3ClientConfig(settings), ...extra });

/** The HTTP status of an S3 error (the SDK names 404s differently per call). */
export function s3Status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}
