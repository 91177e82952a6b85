import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API (apps/api) listens here in development; `npm start` serves the built app from the
// API itself, so production needs no proxy.
const apiOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/v1': {
        target: apiOrigin,
        changeOrigin: true,
        // The API refuses state-changing requests whose Origin is not its own (CSRF check);
        // the dev server is another origin, so present the API's origin instead.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq) => {
            if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', apiOrigin);
          });
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
