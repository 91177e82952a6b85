import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API (apps/api) listens here in development; `npm start` serves the built app from the
// API itself, so production needs no proxy. API_ORIGIN points the dev proxy elsewhere.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/v1': {
        target: apiOrigin,
        changeOrigin: true,
        // The API refuses state-changing requests whose Origin is not its APP_URL (CSRF
        // check). Through this proxy the browser's request is same-origin, which the API
        // also accepts from Sec-Fetch-Site when no Origin is sent, so drop the dev origin.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq) => proxyReq.removeHeader('origin'));
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Lazy routes fetch their own dependencies when they load; listing every route's files in
    // the entry chunk (Vite's default preload map) would grow the landing page with each route.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // The libraries every page needs travel in one chunk: fewer requests, and gzip
        // compresses one 370 KB file noticeably better than a dozen small ones, which keeps
        // the landing page under its 150 KB budget. Only packages used whole belong here; a
        // group takes every matching module, even ones only lazy pages import.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next)[\\/]/,
            },
            // Everything else the entry imports statically, in one chunk rather than dozens of
            // 1 KB ones: on a phone's connection each request costs a round trip.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
