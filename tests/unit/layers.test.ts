import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme.ts';

/** Issue 8: one stacking order for the whole app, and feedback above every overlay. */
describe('stacking order', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  /** `z-index: ${({ theme }) => … theme.layers.x …}` is the only accepted form. */
  const FROM_LAYERS = /z-index\s*:(?!\s*\$\{\s*\(\{\s*theme[^}]*\}\)\s*=>[^}]*theme\.layers\.)/i;

  it('no component sets a z-index of its own: every one comes from theme.layers', () => {
    const offenders = sources('src').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (FROM_LAYERS.test(line) || /zIndex\s*:/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
    expect(FROM_LAYERS.test('  z-index: 40;')).toBe(true);
  });

  it('orders the layers: bars, floating widgets, drawer, popovers, panels, modals, then toasts above everything', () => {
    const { layers } = theme;
    const order = Object.entries(layers).sort(([, a], [, b]) => a - b).map(([name]) => name);
    expect(order).toEqual(['topbar', 'sidebar', 'widgets', 'drawer', 'popover', 'skipLink', 'panel', 'modal', 'toast']);
    expect(Math.max(...Object.values(layers))).toBe(layers.toast);
    expect(new Set(Object.values(layers)).size).toBe(Object.keys(layers).length);
  });
});
