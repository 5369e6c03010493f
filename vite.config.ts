import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { loadConfig } from './server/config.ts';
import { injectClientConfig } from './server/client-config.ts';
import { precompressPlugin } from './scripts/precompress.ts';

/**
 * In dev, Vite serves index.html itself: give it the same client-config block the server injects
 * into the production build, from the same environment. The build keeps the placeholder.
 */
const devClientConfig = (): Plugin => ({
  name: 'agentes-dev-client-config',
  apply: 'serve',
  transformIndexHtml: (html) => injectClientConfig(html, loadConfig(process.env)),
});

const api = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), devClientConfig(), precompressPlugin()],
  build: {
    outDir: 'dist',
    // Maps stay files for error reports, without the comment that would point browsers at them.
    sourcemap: 'hidden',
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/rest': api,
      '/uploads': api,
      '/dev': api,
      '/oauth-consent': api,
    },
  },
});
