/**
 * The public pages the build pre-renders to HTML (issue 7), by path: `npm run build` renders each
 * path into its file in dist/ (vite.config.ts → build/prerender.ts), and the server answers the
 * path with that file, the per-server configuration injected like into index.html. Every other
 * app path gets index.html. A new public page (the legal pages) is one line here.
 */
export const PRERENDERED_PAGES: ReadonlyMap<string, string> = new Map([
  ['/login', 'login.html'],
  ['/signup', 'signup.html'],
  ['/password-reset', 'password-reset.html'],
  // The legal pages (issue 8), public whatever the session.
  ['/terminos', 'terminos.html'],
  ['/privacidad', 'privacidad.html'],
  ['/facebook/data-delete/instructions', 'facebook-data-delete-instructions.html'],
  ['/instagram/data-delete/instructions', 'instagram-data-delete-instructions.html'],
]);

export const APP_SHELL = 'index.html';
/** The app shell with the loading splash in #root, for a request that carries a token (src/schema/app-document.ts). */
export const APP_SHELL_LOADING = 'app-loading.html';

/**
 * The agent routes whose page has chunks of its own, in matching order, each with the variant of
 * the loading shell that preloads them (written by the build beside the pages; never served).
 */
export const AGENT_PAGES_FILE = 'agent-pages.json';

export interface AgentPageDocument {
  readonly source: string;
  readonly flags: string;
  readonly document: string;
}

/** The HTML document for a request's URL: its path's pre-rendered page, else the app shell. The query is ignored. */
export const htmlDocumentFor = (url: string): string => {
  const pathname = url.split('?', 1)[0] ?? '/';
  return PRERENDERED_PAGES.get(pathname) ?? APP_SHELL;
};
