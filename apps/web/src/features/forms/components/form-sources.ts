import type { FormAttachment } from '@soundpost/contracts/forms';

/** What the pickers offer and where files go: the page hands in the API's, a test its own. */
export type FormSources = {
  releases: { id: string; title: string | null; artist: string | null }[];
  artists: { id: string; name: string }[];
  /** A chosen release's title and UPC, for the fields filled from it. */
  loadRelease: (id: string) => Promise<{ title: string | null; upc: string | null }>;
  loadTracks: (releaseId: string) => Promise<{ id: string; title: string | null }[]>;
  upload: (file: File) => Promise<FormAttachment>;
};

/** A form's answers while it is filled in: text and ids as strings, files as attachment ids. */
export type FormValues = Record<string, string | string[]>;
