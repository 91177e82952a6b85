/**
 * The only reader of `import.meta.env`: build-time settings of the web app. Everything has a
 * default that works when the API serves this app from its own origin (`npm start`).
 */
export const env = {
  apiOrigin: import.meta.env.VITE_API_ORIGIN ?? '',
  isDev: import.meta.env.DEV,
} as const;
