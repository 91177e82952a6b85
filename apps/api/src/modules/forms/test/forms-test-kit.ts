import type { TestApp } from '../../../test/app.ts';
import { testOrigin } from '../../../test/app.ts';
import { multipart } from '../../uploads/test/uploads-test-kit.ts';

/** The first bytes of a one-page PDF: enough for the format to be read from the bytes. */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** POST /v1/forms/attachments with one file, through app.inject. */
export function postAttachment(t: TestApp, cookie: string, file: Buffer, name = 'proof.pdf') {
  const body = multipart(file, name, 'application/pdf');
  return t.app.inject({
    method: 'POST',
    url: '/v1/forms/attachments',
    payload: body.payload,
    headers: { ...body.headers, origin: testOrigin, cookie },
  });
}

/** A metadata change of the release's title, answered as the page sends it. */
export const titleChange = (releaseId: string, over: Record<string, unknown> = {}) => ({
  answers: {
    release: releaseId,
    change: 'releaseTitle',
    newValue: 'Night Drive (Remastered)',
    reason: 'The title on the stores misses the word the artwork shows.',
    ...over,
  },
});
