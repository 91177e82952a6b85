import { Upload as TusUpload } from 'tus-js-client';
import { audioUploadEndpoint } from '@soundpost/contracts/uploads';
import { env } from './env.ts';

export type AudioUploadHandle = { abort: () => void };

type Callbacks = {
  onProgress: (percent: number) => void;
  /** Every byte is in: the server now checks the audio under this upload id. */
  onSuccess: (uploadId: string) => void;
  /** An `errors` code: `audio_too_large`, `network_error`, `upload_failed`… */
  onError: (code: string, params?: Record<string, string | number>) => void;
};

function errorCodeOf(error: unknown): { code: string; params?: Record<string, string | number> } {
  const response = (error as { originalResponse?: { getBody(): string } | null }).originalResponse;
  if (!response) return { code: 'network_error' };
  try {
    const body = JSON.parse(response.getBody()) as {
      code?: string;
      params?: Record<string, string | number>;
    };
    if (typeof body.code === 'string') return { code: body.code, params: body.params };
  } catch {
    // Not the API's JSON: a proxy's page or an empty answer.
  }
  return { code: 'upload_failed' };
}

/**
 * Sends an audio file to the tus endpoint (resumable: a dropped connection picks up where it
 * stopped). The upload's id is the last segment of the Location the server answers.
 */
export function uploadAudio(file: File, callbacks: Callbacks): AudioUploadHandle {
  let finished = false;
  const upload = new TusUpload(file, {
    endpoint: `${env.apiOrigin || window.location.origin}${audioUploadEndpoint}`,
    metadata: { filename: file.name, filetype: file.type },
    chunkSize: 8 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000],
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (request) => {
      const xhr = request.getUnderlyingObject() as XMLHttpRequest;
      xhr.withCredentials = true;
    },
    onProgress: (sent, total) => callbacks.onProgress(total ? Math.round((sent / total) * 100) : 0),
    onSuccess: () => {
      finished = true;
      const id = upload.url?.split('/').pop();
      if (id) callbacks.onSuccess(id);
      else callbacks.onError('upload_failed');
    },
    onError: (error) => {
      const { code, params } = errorCodeOf(error);
      callbacks.onError(code, params);
    },
  });
  upload.start();
  // Never resumed later (no previous-upload lookup), so the server may forget it at once:
  // terminating frees the user's unfinished-upload slot instead of holding it for a day.
  return {
    abort: () => {
      if (!finished) void upload.abort(true).catch(() => undefined);
    },
  };
}
