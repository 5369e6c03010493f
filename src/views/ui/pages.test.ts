import { describe, expect, it } from 'vitest';
import { offsetOf, pageCount, pageItems, pageOf } from './pages.ts';

const labels = (current: number, count: number) =>
  pageItems(current, count).map((item) => (item.kind === 'page' ? String(item.page) : '…'));

describe('pagination arithmetic', () => {
  it('counts pages of 16', () => {
    expect(pageCount(0, 16)).toBe(0);
    expect(pageCount(16, 16)).toBe(1);
    expect(pageCount(17, 16)).toBe(2);
  });

  it('maps offsets and pages both ways', () => {
    expect(pageOf(0, 16)).toBe(1);
    expect(pageOf(32, 16)).toBe(3);
    expect(offsetOf(3, 16)).toBe(32);
  });

  it('shows every page when there are few', () => {
    expect(labels(1, 2)).toEqual(['1', '2']);
    expect(labels(2, 4)).toEqual(['1', '2', '3', '4']);
  });

  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(labels(1, 20)).toEqual(['1', '2', '…', '20']);
    expect(labels(10, 20)).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    expect(labels(20, 20)).toEqual(['1', '…', '19', '20']);
  });

  it('never hides a single page behind a gap', () => {
    expect(labels(4, 20)).toEqual(['1', '2', '3', '4', '5', '…', '20']);
  });
});
