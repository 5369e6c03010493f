import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { PRERENDER_ENTRY, PRERENDER_OUT_DIR, prerenderPages } from './build/prerender.ts';
import { stableStyledIds } from './build/styled-ids.ts';
import { loadConfig } from './server/config.ts';
import { injectClientConfig } from './server/client-config.ts';
import { PRERENDERED_PAGES } from './server/http/prerendered-pages.ts';
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

/** The build's release for error reports: the package version and the commit it was built from. */
const release = (): string => {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
  try {
    return `${version}+${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()}`;
  } catch {
    return version;
  }
};

/**
 * `vite build` builds two environments: `prerender`, the app bundled for Node to render the
 * public pages, then `client`, the browser bundle, whose last step writes those pages' HTML
 * (build/prerender.ts). The Node bundle is removed afterwards.
 */
export default defineConfig({
  define: { __AGENTES_RELEASE__: JSON.stringify(release()) },
  plugins: [
    react(),
    stableStyledIds(),
    devClientConfig(),
    prerenderPages({ pages: PRERENDERED_PAGES, bootModule: 'src/app/boot.tsx', shellPreloads: ['src/services/auth-api.ts'] }),
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist',
    // Maps stay files for error reports, without the comment that would point browsers at them.
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page renders with stays one chunk. Left to the splitter, the editor's lazy
              // tools (issue 10), which share these modules, broke them into four more requests for
              // every public page, and Lighthouse measured their TBT doubled (72 → 148 ms on /login).
              name: 'ui-core',
              test: /node_modules[\\/](styled-components|react[\\/]jsx-runtime|use-sync-external-store|stylis|@emotion)[\\/]|src[\\/]i18n[\\/]es\.ts$|src[\\/]views[\\/]ui[\\/]media\.ts$/,
            },
            {
              // Small modules that the public pages and the agent's pages all load, each a chunk of
              // 0.2–4 KB: one request instead of ten (a phone's connection takes six at a time).
              name: 'ui-base',
              test: /node_modules[\\/](react[\\/](cjs[\\/]react-jsx-runtime|jsx-runtime)|wouter|regexparam)[\\/]?|src[\\/](views[\\/]ui[\\/](Spinner|Logo|usePageTitle|useNavigateEffect|Alert|TextField|useValueTypedEarly)|services[\\/]api-failure|schema[\\/](error-types|rules)|machines[\\/]effects)\.tsx?$/,
            },
            {
              // The same for what every agent page's shell loads, and no public page.
              name: 'shell-base',
              test: /src[\\/](views[\\/]ui[\\/](icons|VisuallyHidden|actionIcons|live|Card)|services[\\/](live|web-storage))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  environments: {
    prerender: {
      consumer: 'server',
      // styled-components has no `exports` map: Node would load its CommonJS build, whose default
      // import is the module object. Bundled, its ES module (the non-browser one) is used.
      resolve: { noExternal: ['styled-components'] },
      build: {
        outDir: PRERENDER_OUT_DIR,
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        copyPublicDir: false,
        minify: false,
        rolldownOptions: { input: { prerender: PRERENDER_ENTRY } },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { prerender, client } = builder.environments;
      if (prerender === undefined || client === undefined) throw new Error('vite.config.ts: missing build environment');
      await builder.build(prerender);
      await builder.build(client);
      rmSync(PRERENDER_OUT_DIR, { recursive: true, force: true });
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/rest': api,
      '/uploads': api,
      '/dev': api,
      '/oauth-consent': api,
      // The live hub: negotiate over HTTP, then the websocket (its Origin, the dev server's, matches its Host).
      '/hubs': { target: api, ws: true },
    },
  },
});
