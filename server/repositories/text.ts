import { randomBytes } from 'node:crypto';

/** Lowercase without accents ('José Peña' → 'jose pena'): how search texts are stored and queried. */
export const foldText = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Separates the parts of a search text so a query never matches across two of them
 * (a name's end and a phone's start). No one types it in a search box.
 */
export const SEARCH_SEPARATOR = '\u001f';

export const searchTextOf = (parts: ReadonlyArray<string | null>): string =>
  parts
    .filter((part): part is string => part !== null && part !== '')
    .map(foldText)
    .join(SEARCH_SEPARATOR);

/** A LIKE pattern matching `value` anywhere, with LIKE's wildcards escaped (used with ESCAPE '\'). */
export const containsPattern = (value: string): string => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

const randomSuffix = (length: number): string =>
  Array.from(randomBytes(length), (byte) => BASE36[byte % 36]).join('');

/** 'José Peña' → 'jose-pena-k3x9q2': ASCII words and a random tail, so the slug reveals no sequence. */
export const slugFor = (firstName: string, lastName: string): string => {
  const words = foldText(`${firstName} ${lastName}`)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${words === '' ? 'cliente' : words}-${randomSuffix(6)}`;
};
