import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every actor the SPA starts gets the `inspect` option, so the inspector panel and the Stately
 * inspector see it (children invoked or spawned inherit their root's inspection in XState v5).
 * A source scan: each useActorRef / useMachine / createActor call must name `inspect`.
 */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/** The text of each call, up to its closing parenthesis. */
const calls = (source: string): { line: number; text: string }[] =>
  [...source.matchAll(/\b(useActorRef|useMachine|createActor)\(/g)].map((match) => {
    let depth = 1;
    let index = match.index + match[0].length;
    while (depth > 0 && index < source.length) {
      if (source[index] === '(') depth++;
      else if (source[index] === ')') depth--;
      index++;
    }
    return { line: source.slice(0, match.index).split('\n').length, text: source.slice(match.index, index) };
  });

describe('the inspect option', () => {
  it('is given to every actor the views and the app start', () => {
    const missing = ['src/views', 'src/app']
      .flatMap(files)
      .flatMap((file) => calls(readFileSync(file, 'utf8')).map((call) => ({ file, ...call })))
      .filter((call) => !/\binspect\b/.test(call.text))
      .map((call) => `${call.file}:${call.line}`);
    expect(missing).toEqual([]);
  });

  it('finds the calls it checks', () => {
    expect(calls('useActorRef(m, { inspect, input: f(x) }); createActor(m)').map((call) => call.text)).toEqual([
      'useActorRef(m, { inspect, input: f(x) })',
      'createActor(m)',
    ]);
  });
});
