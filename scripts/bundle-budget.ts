/**
 * `npm run size`: the gzip size of the JavaScript the login page loads, and a budget for it.
 *
 * /login is answered with the pre-rendered `dist/login.html` (server/http/prerendered-pages.ts),
 * so what the page loads is what that HTML names: its module script, its modulepreload links and
 * the hydration chunks it lists for after the first paint (src/services/hydration-chunks.ts), plus
 * whatever those chunks import statically (Vite's manifest). That is everything the page
 * fetches to paint and hydrate. The script checks that it includes the entry and the login page's
 * own chunk, and fails above the budget.
 *
 * Printed as well, outside the budget: the API client (ky, effect/Schema and the schemas), which
 * the access pages fetch only on first use (services/access-api.ts: when the visitor starts on
 * the form, or at once when a stored token has to be checked).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRERENDERED_PAGES } from '../server/http/prerendered-pages.ts';
import { HYDRATION_CHUNKS_ELEMENT_ID } from '../src/services/hydration-chunks.ts';
import { PANEL_MARKER, PANEL_MODULE } from '../src/app/inspector/marker.ts';

const BUDGET_KB = 130;
const PAGE_PATH = '/login';
const PAGE_MODULE = 'src/views/access/LoginPage.tsx';
const API_MODULE = 'src/services/auth-api.ts';
const dist = 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');

interface Chunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const pageFile = PRERENDERED_PAGES.get(PAGE_PATH) ?? fail(`${PAGE_PATH} is not a pre-rendered page`);
const htmlPath = join(dist, pageFile);
if (!existsSync(manifestPath) || !existsSync(htmlPath)) fail(`No ${manifestPath} or ${htmlPath}: run \`npm run build\` first.`);

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The manifest keys of a chunk and of everything it imports statically. */
const closure = (key: string, into: Set<string>): Set<string> => {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
};

/** `assets/x.js` of every module script, modulepreload link and listed hydration chunk of the page. */
const html = readFileSync(htmlPath, 'utf8');
const hydration = new RegExp(`<script type="application/json" id="${HYDRATION_CHUNKS_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
const named = [
  ...[
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
  ].map((match) => match[1]!),
  ...(hydration === undefined ? [] : (JSON.parse(hydration) as string[]).map((file) => file.replace(/^\//, ''))),
];

const loaded = new Set<string>();
for (const file of named) closure(keyOfFile.get(file) ?? fail(`${pageFile} names ${file}, which the manifest does not know`), loaded);

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (entry === undefined || !loaded.has(entry)) fail(`${pageFile} does not load the entry chunk`);
if (!loaded.has(PAGE_MODULE)) fail(`${pageFile} does not preload ${PAGE_MODULE}: the form's code would arrive after the entry`);

const gzipKb = (keys: Iterable<string>): { rows: { file: string; kb: number }[]; total: number } => {
  const rows = [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, kb: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024 }))
    .sort((a, b) => b.kb - a.kb);
  return { rows, total: rows.reduce((sum, row) => sum + row.kb, 0) };
};

const page = gzipKb(loaded);
for (const row of page.rows) console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(`login page JS: ${page.total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB), as ${pageFile} loads it`);

// The API module is a dynamic entry that Rolldown may share with other importers: its chunk is named after it.
const apiKey = Object.keys(manifest).find((key) => key === API_MODULE || manifest[key]?.name === 'auth-api');
if (apiKey !== undefined) {
  const api = gzipKb([...closure(apiKey, new Set())].filter((key) => !loaded.has(key)));
  console.log(`  + on first use: the API client, ${api.total.toFixed(1)} KB gzip (${api.rows.map((row) => row.file).join(', ')})`);
}

/**
 * The workflow inspector panel (issue 12) weighs nothing here: no chunk the login page loads holds
 * its code (its host attribute) or elkjs (ELK's option names), and elkjs is not in the panel's own
 * static imports either (the diagram loads it). The panel's chunk must exist and hold the marker,
 * or this check would pass for the wrong reason.
 */
const ELK_MARKER = 'org.eclipse.elk.';
const chunkText = (key: string): string => readFileSync(join(dist, manifest[key]!.file), 'utf8');
if (manifest[PANEL_MODULE] === undefined) fail(`The manifest has no ${PANEL_MODULE}: the inspector panel is not a chunk of its own`);
if (!chunkText(PANEL_MODULE).includes(PANEL_MARKER)) fail(`${manifest[PANEL_MODULE]!.file} lacks ${PANEL_MARKER}: update the check`);
const holdsPanel = [...loaded].filter((key) => key.startsWith('src/app/inspector/') || chunkText(key).includes(PANEL_MARKER) || chunkText(key).includes(ELK_MARKER));
if (holdsPanel.length > 0) fail(`The login page loads the inspector panel or elkjs: ${holdsPanel.map((key) => manifest[key]!.file).join(', ')}`);
const panelStatic = [...closure(PANEL_MODULE, new Set())].filter((key) => !loaded.has(key) && chunkText(key).includes(ELK_MARKER));
if (panelStatic.length > 0) fail(`The inspector panel imports elkjs statically (${panelStatic.join(', ')}): the diagram should load it`);
// The Stately inspector is for dev builds only (VITE_INSPECT=true): no production chunk may hold it.
const stately = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js') && readFileSync(join(dist, chunk.file), 'utf8').includes('stately.ai/inspect'));
if (stately.length > 0) fail(`The production build holds the Stately inspector: ${stately.map((chunk) => chunk.file).join(', ')}`);
const panelKb = gzipKb([...closure(PANEL_MODULE, new Set())].filter((key) => !loaded.has(key)));
console.log(`  inspector panel: not loaded by the login page (only with INSPECT=true or in dev), ${panelKb.total.toFixed(1)} KB gzip, elkjs apart`);

if (page.total > BUDGET_KB) fail(`Over budget by ${(page.total - BUDGET_KB).toFixed(1)} KB`);
