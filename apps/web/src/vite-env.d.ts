/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the page's own origin; empty means same origin. */
  readonly VITE_API_ORIGIN?: string;
  /** Address shown on the blocked page and in help texts. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Help centre linked from the blocked page. */
  readonly VITE_HELP_CENTER_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
