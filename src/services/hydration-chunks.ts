/**
 * A pre-rendered page (build/prerender.ts) names the chunks that hydrate it in a JSON data block
 * instead of `<link rel="modulepreload">` tags: tags would be fetched while the page is still
 * painting, competing with the document on a slow connection for code that changes nothing the
 * visitor sees. The entry preloads them together once the page has painted.
 */
export const HYDRATION_CHUNKS_ELEMENT_ID = 'agentes-hydration-chunks';

/** Adds a modulepreload link for each chunk the page lists (none on index.html, whose tags Vite writes). */
export function preloadHydrationChunks(doc: Document = document): void {
  const text = doc.getElementById(HYDRATION_CHUNKS_ELEMENT_ID)?.textContent;
  if (!text) return;
  let files: unknown;
  try {
    files = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/assets/')) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.append(link);
  }
}
