import { describe, expect, it } from 'vitest';
import { InputString, NonEmptyText, Secret, Text } from '../../src/schema/common.ts';
import { decoder } from '../../src/schema/decode.ts';
import { PATH_PARAMS } from '../../src/schema/path-params.ts';
import { isPlainText } from '../../src/schema/rules.ts';

const accepts = (schema: Parameters<typeof decoder>[0], value: unknown): boolean => decoder(schema, { strict: true })(value).ok;

describe('isPlainText', () => {
  it.each([
    ['plain Spanish', 'José Ñúñez, 3.º piso'],
    ['emoji (surrogate pairs)', 'Casa 🏡 con 🌴'],
    ['an empty string', ''],
    ['spaces only', '   '],
  ])('accepts %s', (_name, value) => {
    expect(isPlainText(value)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['BEL', 'a\u0007b'],
    ['ESC', '\u001b[31mrojo'],
    ['DEL', 'a\u007fb'],
    ['a line feed', 'a\nb'],
    ['a tab', 'a\tb'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a high surrogate at the end', 'abc\ud83c'],
    ['reversed surrogates', '\udc00\ud800'],
  ])('refuses %s in a single line', (_name, value) => {
    expect(isPlainText(value)).toBe(false);
  });

  it('lets multi-line text keep tab and line breaks, and nothing else', () => {
    expect(isPlainText('uno\n\tdos\r\ntres', true)).toBe(true);
    expect(isPlainText('uno\u0000dos', true)).toBe(false);
    expect(isPlainText('uno\u000bdos', true)).toBe(false);
    expect(isPlainText('uno\ud800', true)).toBe(false);
  });
});

describe('the shared text schemas', () => {
  it('Text counts the trimmed length, so blanks are no text', () => {
    expect(accepts(Text(5, { min: 3 }), '   ')).toBe(false);
    expect(accepts(Text(5, { min: 3 }), '  abc  ')).toBe(true);
    expect(accepts(Text(5), '  abcdef  ')).toBe(false);
    expect(accepts(NonEmptyText(10), ' \u00a0 ')).toBe(false);
  });

  it('Secret keeps spaces significant and refuses control characters', () => {
    expect(accepts(Secret(10), '      ')).toBe(true);
    expect(accepts(Secret(10), '')).toBe(false);
    expect(accepts(Secret(10), 'clave\u0000')).toBe(false);
  });

  it('InputString refuses a NUL and a lone surrogate', () => {
    expect(accepts(InputString, 'a\u0000')).toBe(false);
    expect(accepts(InputString, '\ud800')).toBe(false);
  });

  it('every path parameter refuses NUL, control characters and the empty string', () => {
    for (const [name, schema] of Object.entries(PATH_PARAMS)) {
      for (const value of ['', 'a\u0000', 'a\nb', '\ud800']) expect(accepts(schema, value), `${name}: ${JSON.stringify(value)}`).toBe(false);
    }
  });

  it('ids are UUIDs or the reference data’s readable ids', () => {
    expect(accepts(PATH_PARAMS.id, '0b6f1c1e-5d0a-4f5e-9a53-1f2d3c4b5a69')).toBe(true);
    expect(accepts(PATH_PARAMS.id, 've-zulia-maracaibo')).toBe(true);
    expect(accepts(PATH_PARAMS.id, '../etc/passwd')).toBe(false);
    expect(accepts(PATH_PARAMS.id, 'a'.repeat(65))).toBe(false);
  });
});
