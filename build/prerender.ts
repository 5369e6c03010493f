/**
 * Pre-rendered public pages (issue 7): `vite build` first bundles `src/app/prerender.tsx` for Node
 * (the `prerender` environment of vite.config.ts), then builds the browser bundle; while that
 * bundle is written, this plugin renders each public path with the Node bundle and emits its HTML
 * file beside index.html: the built index.html with the page's markup in `#root`, its
 * styled-components CSS in `<style>`, its title, and the list of chunks that hydrate it (the app
 * and the page's own), which the entry preloads all at once as soon as the page has painted
 * (src/main.tsx): nothing but the document competes with the first paint, and the hydration
 * code still arrives in one round trip rather than a waterfall. The config placeholder stays:
 * the server fills it in at serve time, like index.html's.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { CLIENT_CONFIG_PLACEHOLDER } from '../server/client-config.ts';
import { AGENT_PAGES_FILE, APP_SHELL_LOADING, type AgentPageDocument } from '../server/http/prerendered-pages.ts';
import { HYDRATION_CHUNKS_ELEMENT_ID } from '../src/services/hydration-chunks.ts';
import { escapeHtml } from '../server/http/html.ts';
import type { AgentRouteHint, RenderedPage } from '../src/app/prerender.tsx';

/** Where the Node bundle of the pre-render goes (inside the project, so it resolves node_modules). */
export const PRERENDER_OUT_DIR = 'node_modules/.cache/agentes-prerender';
export const PRERENDER_ENTRY = 'src/app/prerender.tsx';

export interface PrerenderOptions {
  /** Path → HTML file name (server/http/prerendered-pages.ts). */
  readonly pages: ReadonlyMap<string, string>;
  /** The module the entry imports after the first paint (the app): every document preloads its chunks. */
  readonly bootModule: string;
  /** Modules whose chunks index.html preloads as well (the API client, which a stored token needs at once). */
  readonly shellPreloads: readonly string[];
}

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

const chunks = (bundle: Bundle): Chunk[] => Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');

/** A chunk and everything it imports statically, the chunk first. */
const closure = (bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> => {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
};

/** The chunk that holds a module (Rolldown may put a dynamically imported module into a shared chunk). */
const chunkOf = (bundle: Bundle, root: string, module: string): Chunk => {
  const id = path.resolve(root, module);
  const chunk = chunks(bundle).find((candidate) => candidate.moduleIds.includes(id));
  if (chunk === undefined) throw new Error(`prerender: no chunk holds ${module}`);
  return chunk;
};

const preloadLinks = (files: Iterable<string>, attributes = ''): string =>
  [...files].map((file) => `<link rel="modulepreload" crossorigin${attributes} href="/${file}">`).join('\n    ');

/** A JSON data block (not a script the CSP would have to allow) naming the chunks to preload after the first paint. */
const hydrationChunks = (files: Iterable<string>): string =>
  `<script type="application/json" id="${HYDRATION_CHUNKS_ELEMENT_ID}">${JSON.stringify([...files].map((file) => `/${file}`))}</script>`;

/**
 * On a pre-rendered page the JavaScript blocks nothing the visitor sees: it hydrates a page that is
 * already painted. `fetchpriority="low"` says so to the browser (the HTML, the favicon first) and
 * to Lighthouse, whose simulation otherwise counts a high-priority script that happened to run
 * before the first paint as blocking that paint.
 */
const LOW_PRIORITY = ' fetchpriority="low"';

const lowPriorityScripts = (document: string): string => {
  const script = '<script type="module" crossorigin src=';
  if (!document.includes(script)) throw new Error('prerender: index.html has no module script as Vite writes it');
  return document
    .replaceAll(script, `<script type="module" crossorigin${LOW_PRIORITY} src=`)
    .replaceAll('<link rel="modulepreload" crossorigin href=', `<link rel="modulepreload" crossorigin${LOW_PRIORITY} href=`);
};

/** Puts `html` before the first `marker` of the document, which must be there. */
const insertBefore = (document: string, marker: string, html: string): string => {
  const at = document.indexOf(marker);
  if (at === -1) throw new Error(`prerender: index.html has no ${marker}`);
  return `${document.slice(0, at)}${html}${document.slice(at)}`;
};

const EMPTY_ROOT = '<div id="root"></div>';

/** The document with `markup` in its (empty) #root; it must have kept the config placeholder. */
const intoRoot = (document: string, markup: string): string => {
  if (!document.includes(EMPTY_ROOT) || !document.includes(CLIENT_CONFIG_PLACEHOLDER)) {
    throw new Error('prerender: index.html lost its #root or its config placeholder');
  }
  return document.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
};

/** Refuses markup the browser could not hydrate as is, or that the CSP would block. */
const checkRendered = (urlPath: string, page: RenderedPage): void => {
  // `<!--$!-->` / `<!--$?-->`: a Suspense boundary that did not finish (a page not preloaded).
  if (page.html.includes('<!--$!-->') || page.html.includes('<!--$?-->')) throw new Error(`prerender: ${urlPath} suspended`);
  if (/<script/i.test(page.html) || /<script/i.test(page.styles)) throw new Error(`prerender: ${urlPath} rendered a script`);
  if (page.title === null) throw new Error(`prerender: ${urlPath} set no title`);
  if (page.module === null) throw new Error(`prerender: ${urlPath} is not a public page of src/app/pages.ts`);
};

export const prerenderPages = ({ pages, bootModule, shellPreloads }: PrerenderOptions): Plugin => {
  let root = process.cwd();
  return {
    name: 'agentes-prerender-pages',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('prerender: no index.html in the bundle');
        const entry = chunks(bundle).find((chunk) => chunk.isEntry);
        if (entry === undefined) throw new Error('prerender: no entry chunk');
        const entryChunks = closure(bundle, entry.fileName);
        // Every document: the entry (Vite's own tags) and the app it imports.
        const shell = closure(bundle, chunkOf(bundle, root, bootModule).fileName, new Set(entryChunks));
        const bootChunks = [...shell].filter((file) => !entryChunks.has(file));

        // index.html also preloads the API client (its pages check a stored token first thing).
        const apiChunks = new Set<string>();
        for (const module of shellPreloads) closure(bundle, chunkOf(bundle, root, module).fileName, apiChunks);
        const template = index.source;
        const indexPreloads = [...bootChunks, ...[...apiChunks].filter((file) => !shell.has(file))];
        index.source = insertBefore(template, '</head>', `  ${preloadLinks(indexPreloads)}\n  `);

        const bundlePath = path.resolve(root, PRERENDER_OUT_DIR, 'prerender.js');
        // The plain URL, the one the bundle's own chunks import it by ("../prerender.js"): a query
        // made it a second instance of the entry, so a chunk whose page imports a stateful module
        // from the entry (the page-title sink) read the other instance's and the page set no title.
        // Every `vite build` is its own process (scripts/start.ts spawns one), so Node's cache of
        // this URL never serves an earlier build.
        const url = pathToFileURL(bundlePath).href;
        const { renderPage, renderBootSplash, agentRouteHints } = (await import(url)) as {
          renderPage: (path: string) => Promise<RenderedPage>;
          renderBootSplash: () => Pick<RenderedPage, 'html' | 'styles'>;
          agentRouteHints: () => AgentRouteHint[];
        };
        const splash = renderBootSplash();
        const loading = intoRoot(insertBefore(index.source, '</head>', `  ${splash.styles}\n  `), splash.html);
        this.emitFile({ type: 'asset', fileName: APP_SHELL_LOADING, source: loading });

        // A returning agent's page: the loading shell that also preloads that page's own chunks.
        const preloaded = new Set([...shell, ...apiChunks]);
        const variants = new Map<string, string>();
        const routes: AgentPageDocument[] = [];
        for (const route of agentRouteHints()) {
          const own = new Set<string>();
          for (const module of route.modules) closure(bundle, chunkOf(bundle, root, module).fileName, own);
          const files = [...own].filter((file) => !preloaded.has(file));
          if (files.length === 0) continue;
          const name = `app-loading.${path.basename(route.modules.at(-1)!, path.extname(route.modules.at(-1)!))}.html`;
          if (!variants.has(name)) variants.set(name, insertBefore(loading, '</head>', `  ${preloadLinks(files)}\n  `));
          routes.push({ source: route.source, flags: route.flags, document: name });
        }
        for (const [fileName, source] of variants) this.emitFile({ type: 'asset', fileName, source });
        this.emitFile({ type: 'asset', fileName: AGENT_PAGES_FILE, source: JSON.stringify(routes) });
        for (const [urlPath, fileName] of pages) {
          const page = await renderPage(urlPath);
          checkRendered(urlPath, page);
          const own = [...closure(bundle, chunkOf(bundle, root, page.module!).fileName)].filter((file) => !shell.has(file));
          let html = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
          html = insertBefore(lowPriorityScripts(html), '</head>', `  ${hydrationChunks([...bootChunks, ...own])}\n    ${page.styles}\n  `);
          html = intoRoot(html, page.html);
          this.emitFile({ type: 'asset', fileName, source: html });
        }
      },
    },
  };
};
