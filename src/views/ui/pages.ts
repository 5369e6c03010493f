/** Page arithmetic of the pagination bar, kept pure for its unit test. */

export type PageItem = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap'; readonly key: string };

export const pageCount = (total: number, pageSize: number): number => (pageSize > 0 ? Math.ceil(Math.max(total, 0) / pageSize) : 0);

/** 1-based page of an offset. */
export const pageOf = (offset: number, pageSize: number): number => (pageSize > 0 ? Math.floor(offset / pageSize) + 1 : 1);

export const offsetOf = (page: number, pageSize: number): number => (page - 1) * pageSize;

/**
 * The buttons to draw: the first and last pages, the current one with its neighbours, and a gap
 * wherever pages are skipped (1 … 4 5 6 … 20). A gap never hides a single page: that page is shown.
 */
export const pageItems = (current: number, count: number): PageItem[] => {
  const shown = new Set<number>([1, count, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
};
