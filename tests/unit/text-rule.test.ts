import { describe, expect, it } from 'vitest';
import { InputString, NonEmptyText, Secret, Text } from '../../src/schema/common.ts';
import { decoder } from '../../src/schema/decode.ts';
import { PATH_PARAMS } from '../../src/schema/path-params.ts';
import { hasVisibleCharacter, isPlainText } from '../../src/schema/rules.ts';

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

describe('hasVisibleCharacter', () => {
  it.each([
    ['zero-width spaces (the probe’s reproduction)', '\u200b\u200b'],
    ['directional marks and joiners', '\u200c\u200d\u200e\u200f'],
    ['word joiner and invisible operators', '\u2060\u2061\u2062\u2063\u2064'],
    ['a byte-order mark', '\ufeff'],
    ['bidirectional controls', '\u202a\u202e\u2066\u2069'],
    ['combining marks without a base', '\u0301\u0308'],
    ['fillers (Hangul, blank Braille)', '\u3164\u115f\uffa0\u2800'],
    ['a soft hyphen and a Mongolian vowel separator', '\u00ad\u180e'],
    ['spaces of every width', ' \u00a0\u2003\u3000'],
    ['a variation selector alone', '\ufe0f'],
    ['an empty string', ''],
  ])('finds none in %s', (_name, value) => {
    expect(hasVisibleCharacter(value)).toBe(false);
  });

  it.each([
    ['a letter among invisibles', '\u200bA\u200b'],
    ['an accented letter', 'é'],
    ['a letter with a combining accent', 'e\u0301'],
    ['a digit', '7'],
    ['punctuation', '.'],
    ['an emoji', '🏡'],
    ['a CJK character', '家'],
  ])('finds one in %s', (_name, value) => {
    expect(hasVisibleCharacter(value)).toBe(true);
  });
});

describe('the shared text schemas', () => {
  it('a required Text needs a visible character; an optional one may still be empty', () => {
    expect(accepts(NonEmptyText(10), '\u200b\u200b')).toBe(false);
    expect(accepts(Text(10, { min: 1, multiLine: true }), '\ufeff\n\u2060')).toBe(false);
    expect(accepts(NonEmptyText(10), '\u200bCasa')).toBe(true);
    expect(accepts(Text(10), '')).toBe(true);
  });

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
