import { useMutation } from '@tanstack/react-query';
import type { Upload } from '@soundpost/contracts/uploads';
import type { BlockedDetails } from '../../../lib/api-error.ts';
import { env } from '../../../lib/env.ts';
import { forgetUser, markSessionBlocked } from '../../../lib/session-store.ts';
import type { ArtworkProblem } from '../utils/artwork-rules.ts';

/** What the picker keeps of an uploaded artwork. */
export type ArtworkValue = { uploadId: string; thumbnailUrl: string };

/** A refused or failed upload, with the message key and values to show. */
export class ArtworkUploadError extends Error {
  readonly problem: ArtworkProblem;
  constructor(problem: ArtworkProblem) {
    super(problem.key);
    this.name = 'ArtworkUploadError';
    this.problem = problem;
  }
}

type ErrorBody = {
  code?: unknown;
  params?: Record<string, string | number>;
  blocked?: BlockedDetails;
};

function toProblem(status: number, body: ErrorBody | null): ArtworkProblem {
  if (status === 0) return { key: 'errors:network_error' };
  if (typeof body?.code !== 'string') {
    return { key: status === 413 ? 'errors:payload_too_large' : 'errors:upload_failed' };
  }
  if (status === 401) forgetUser();
  if (body.code === 'account_blocked' && body.blocked) markSessionBlocked(body.blocked);
  return { key: `errors:${body.code}`, params: body.params };
}

/**
 * POST /v1/uploads/artwork (multipart, field `file`): the server checks the image and makes
 * the delivery JPEG and thumbnails. XMLHttpRequest rather than fetch, because only it reports
 * upload progress. Errors carry the API's code and its `params` (`{min: 1500}`), which the
 * shared client does not keep.
 */
export function uploadArtwork(
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiOrigin}/v1/uploads/artwork`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as Upload | ErrorBody | null;
      if (xhr.status >= 200 && xhr.status < 300 && body && 'id' in body) {
        const upload = body as Upload;
        if (upload.status === 'failed') {
          const code = upload.failure?.code ?? 'upload_failed';
          reject(new ArtworkUploadError({ key: `errors:${code}`, params: upload.failure?.params }));
        } else resolve(upload);
        return;
      }
      reject(new ArtworkUploadError(toProblem(xhr.status, body as ErrorBody | null)));
    };
    xhr.onerror = () => reject(new ArtworkUploadError(toProblem(0, null)));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The thumbnail's address as the browser should load it (the API may be on another origin). */
export function thumbnailSrc(thumbnailUrl: string): string {
  return thumbnailUrl.startsWith('/') ? `${env.apiOrigin}${thumbnailUrl}` : thumbnailUrl;
}

export function useUploadArtwork(onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (file: File) => uploadArtwork(file, onProgress),
  });
}
