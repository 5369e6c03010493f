/**
 * A small stand-in for `dist/`, written into a temporary folder and precompressed by the build's
 * own step (scripts/precompress.ts), so the delivery tests never depend on `npm run build`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressDirectory } from '../../../scripts/precompress.ts';
import { CLIENT_CONFIG_PLACEHOLDER } from '../../../server/client-config.ts';

export const SMALL_BUILD = {
  /** A hashed chunk well above 1 KB: it gets .br and .gz copies. */
  asset: '/assets/index-Ab12Cd34.js',
  /** A hashed chunk under 1 KB: no compressed copies. */
  smallAsset: '/assets/tiny-Ef56Gh78.js',
  map: '/assets/index-Ab12Cd34.js.map',
  /** An unhashed public file. */
  icon: '/media-providers/instagram.svg',
  /** A page pre-rendered at build time, served only through the app's paths. */
  prerendered: '/login.html',
} as const;

const chunk = `export const saludos = [${Array.from({ length: 400 }, (_, i) => `'hola número ${i}'`).join(', ')}];\n`;
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${'<path d="M1 1h22v22H1z"/>'.repeat(60)}</svg>\n`;
const page = (title: string) =>
  `<!doctype html><html lang="es"><head><title>${title}</title>${CLIENT_CONFIG_PLACEHOLDER}` +
  `<script type="module" src="${SMALL_BUILD.asset}"></script></head><body><div id="root"></div></body></html>\n`;

export interface SmallBuild {
  readonly dir: string;
  /** The uncompressed bytes of a file of the build, by URL path. */
  readonly files: Readonly<Record<string, Buffer>>;
  remove(): Promise<void>;
}

export async function writeSmallBuild(): Promise<SmallBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'agentes-dist-'));
  const files: Record<string, Buffer> = {
    '/index.html': Buffer.from(page('Agentes')),
    [SMALL_BUILD.prerendered]: Buffer.from(page('Iniciar sesión')),
    [SMALL_BUILD.asset]: Buffer.from(chunk),
    [SMALL_BUILD.smallAsset]: Buffer.from('export const x = 1;\n'),
    [SMALL_BUILD.map]: Buffer.from(JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: 'AAAA' })),
    [SMALL_BUILD.icon]: Buffer.from(icon),
  };
  for (const [urlPath, bytes] of Object.entries(files)) {
    const file = join(dir, urlPath);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, bytes);
  }
  await precompressDirectory(dir);
  return { dir, files, remove: () => rm(dir, { recursive: true, force: true }) };
}
