/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then starts the
 * server. Configuration comes from the environment (and a `.env` file when present), read by
 * the server at start, so one build serves any environment.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDERED_PAGES } from '../server/http/prerendered-pages.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts: string[]) => path.join(root, ...parts);

if (existsSync(at('.env'))) process.loadEnvFile(at('.env'));

/** Newest modification time under a file or directory (0 when absent). */
function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

/** Missing or older than what it is built from: the SPA, its build plugins and the list of pre-rendered pages. */
function buildIsStale(): boolean {
  const built = at('dist', 'index.html');
  if (!existsSync(built)) return true;
  if ([...PRERENDERED_PAGES.values()].some((file) => !existsSync(at('dist', file)))) return true;
  const sources = ['src', 'index.html', 'vite.config.ts', 'build', 'server/http/prerendered-pages.ts', 'public'];
  return Math.max(...sources.map((source) => newest(at(source)))) > statSync(built).mtimeMs;
}

if (buildIsStale()) {
  if (!existsSync(at('index.html'))) {
    console.warn('index.html is missing: the SPA cannot be built; starting the API only.');
  } else {
    console.info('Building the web app (vite build)…');
    const vite = at('node_modules', 'vite', 'bin', 'vite.js');
    // Always the production bundle: Vite bakes NODE_ENV into it, and a server started with
    // NODE_ENV=test (Playwright's) would otherwise leave React's development build in dist/, which
    // the next `npm start` or `npm run lighthouse` would serve because it is newer than the sources.
    const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) {
      console.error('vite build failed');
      process.exit(result.status ?? 1);
    }
  }
}

await import('../server/main.ts');
