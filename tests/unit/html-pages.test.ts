import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHtmlPages, type HtmlPages } from '../../server/http/html-pages.ts';

let dir: string;
let pages: HtmlPages;
const renders: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentes-pages-'));
  const write = async (name: string, text: string) => {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  };
  await write('index.html', '<p>shell {{config}}</p>');
  await write('login.html', `<p>login {{config}} ${'formulario '.repeat(100)}</p>`);
  await write('legal/terminos.html', '<p>términos {{config}}</p>');
  await write('assets/not-a-page.html', '<p>asset</p>');
  await write('.vite/hidden.html', '<p>hidden</p>');
  pages = await loadHtmlPages(dir, (html) => {
    renders.push(html);
    return html.replace('{{config}}', 'CONFIG');
  });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('HTML pages of the build', () => {
  it('loads every page of the build once, by its path, but nothing under assets/ or a dot folder', () => {
    expect(['index.html', 'login.html', 'legal/terminos.html'].map((name) => pages.has(name))).toEqual([true, true, true]);
    expect(pages.has('assets/not-a-page.html')).toBe(false);
    expect(pages.has('.vite/hidden.html')).toBe(false);
    expect(renders).toHaveLength(3);
  });

  it('sends the named page, rendered, in the encoding the client prefers', async () => {
    const app = Fastify();
    app.get('/:page', (request, reply) => pages.send(request, reply, (request.params as { page: string }).page === 'login' ? 'login.html' : 'index.html'));
    const identity = await app.inject({ url: '/login' });
    expect(identity.body).toContain('login CONFIG');
    const br = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    const gzip = await app.inject({ url: '/login', headers: { 'accept-encoding': '*' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    expect((await app.inject({ url: '/otra' })).body).toBe('<p>shell CONFIG</p>');
    await app.close();
  });
});
