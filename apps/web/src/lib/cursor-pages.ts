import { infiniteQueryOptions } from '@tanstack/react-query';

/** An infinite query over a list paged by an opaque cursor (`nextCursor` null at the end). */
export const cursorPages = <T extends { nextCursor: string | null }>(
  key: string[],
  fetchPage: (cursor: string | undefined) => Promise<T>,
) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: T) => last.nextCursor ?? undefined,
  });

/**
 * A report upload's body as multipart, the file last: the API reads the fields, then streams
 * the file to disk. Empty fields are left out.
 */
export const reportForm =
  (filename: string) =>
  ({ file, ...text }: { file: Blob } & Record<string, unknown>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(text)) if (value) form.append(name, String(value));
    form.append('file', file, filename);
    return form;
  };
