import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { benchCatalog } from './app/vite-catalog.ts';

const server = 'http://127.0.0.1:8080';

// The browser app lives in app/ and builds to app/dist; plugin screens are dynamic imports,
// so each becomes its own lazy chunk. In development the REST API, /me and the live channel
// are proxied to the server.
export default defineConfig({
  root: 'app',
  plugins: [react(), benchCatalog()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // 3dmol uses eval; it is loaded lazily and only in the viewer
      checks: { eval: false },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/me': server,
      '/app': { target: server, ws: true },
    },
  },
});
