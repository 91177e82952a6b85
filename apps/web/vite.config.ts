import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkPlanGroups, chunkPlanPlugin } from './scripts/chunk-plan.ts';

// The API (apps/api) listens here in development; `npm start` serves the built app from the
// API itself, so production needs no proxy. API_ORIGIN points the dev proxy elsewhere.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig(({ mode, isSsrBuild }) => {
  // `vite build --mode chunk-plan` only works out the lazy chunks' groups (scripts/chunk-plan.ts)
  // for the build that follows it: nothing is written, minified or mapped.
  const planning = mode === 'chunk-plan';
  return {
    plugins: [react(), chunkPlanPlugin(planning)],
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
      write: !planning,
      minify: !planning,
      sourcemap: !planning,
      manifest: true,
      // A lazy chunk is fetched with every chunk it imports at once (Vite's preload list, a few
      // KB in the entry), not one import level after another as each arrives and runs: on a
      // phone's connection each level costs a round trip (decision 043).
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
              // The lazy code the first signed-in pages share, in a few chunks (decision 043).
              ...(planning || isSsrBuild ? [] : chunkPlanGroups()),
            ],
          },
        },
      },
    },
  };
});
