/**
 * `npm run size`: the gzip size of the JavaScript the login page loads — the entry chunk, its
 * static imports, and the lazily loaded login route with its own static imports — read from
 * Vite's manifest of the production build. Fails above the 150 KB budget.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_KB = 150;
const LOGIN_ROUTE = process.argv[2] ?? 'src/views/access/LoginPage.tsx';
const dist = 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');

interface Chunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
}

if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

const closure = (key: string, seen: Set<string>): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
};

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const route = Object.keys(manifest).find((key) => key === LOGIN_ROUTE || manifest[key]?.src === LOGIN_ROUTE);
if (!entry) {
  console.error('No entry chunk in the manifest.');
  process.exit(1);
}
const keys = closure(entry, new Set());
if (route) closure(route, keys);
else console.warn(`(${LOGIN_ROUTE} is not a separate chunk: it is part of the entry)`);

let total = 0;
const rows = [...keys]
  .map((key) => manifest[key]!.file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += gzip;
    return { file, gzip };
  })
  .sort((a, b) => b.gzip - a.gzip);

for (const row of rows) console.log(`${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
const totalKb = total / 1024;
console.log(`login page JS: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
