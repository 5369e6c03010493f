import { describe, expect, it } from 'vitest';
import { HYDRATION_CHUNKS_ELEMENT_ID, preloadHydrationChunks } from '../../src/services/hydration-chunks.ts';

/** Just what preloadHydrationChunks touches of a document. */
function fakeDocument(listed: string | null) {
  const appended: Array<{ rel: string; href: string; crossOrigin: string | null }> = [];
  const doc = {
    getElementById: (id: string) => (id === HYDRATION_CHUNKS_ELEMENT_ID && listed !== null ? { textContent: listed } : null),
    createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
    head: { append: (link: (typeof appended)[number]) => appended.push(link) },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('preloadHydrationChunks', () => {
  it('adds one modulepreload link per listed chunk, CORS like module scripts', () => {
    const { doc, appended } = fakeDocument(JSON.stringify(['/assets/boot-1.js', '/assets/LoginPage-2.js']));
    preloadHydrationChunks(doc);
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/boot-1.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/LoginPage-2.js', crossOrigin: '' },
    ]);
  });

  it.each([
    ['no list (index.html)', null],
    ['an empty list', '[]'],
    ['text that is not JSON', 'boot.js'],
    ['JSON that is not a list', '{"a":1}'],
    ['entries that are not our assets', JSON.stringify(['https://otro.example/x.js', '//otro.example/y.js', 42])],
  ])('adds nothing for %s', (_name, listed) => {
    const { doc, appended } = fakeDocument(listed);
    preloadHydrationChunks(doc);
    expect(appended).toEqual([]);
  });
});
