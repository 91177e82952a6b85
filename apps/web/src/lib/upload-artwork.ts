import { api, dataOf } from './api-client.ts';

/**
 * POST /v1/uploads/artwork: an image through the artwork pipeline (checked and resized like a
 * release's cover); answers the upload's id.
 */
export async function uploadArtwork(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  // The route reads its multipart body itself, so the document gives it none to type.
  const upload = await dataOf(
    api.POST('/v1/uploads/artwork', {
      body: form as never,
      bodySerializer: () => form,
    }),
  );
  return (upload as { id: string }).id;
}
