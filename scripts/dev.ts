/**
 * `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload,
 * which proxies /rest, /uploads, /dev, /oauth-consent and /hubs (websockets too) to the API server.
 * Open http://localhost:5173: the offline workflow inspector panel is there (Alt+Shift+I);
 * VITE_INSPECT=true attaches the hosted Stately inspector too.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');

const children = [
  spawn('node', ['--watch-path=server', '--watch-path=src/schema', 'server/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['exec', '--', 'vite'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
