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

/** The letter a document type writes before its number (spec 02: 1 V, 2 J, 3 P; 4 RIF carries its own, 'J-12345678-9'). */
const DOCUMENT_LETTERS: Readonly<Record<number, string>> = { 1: 'v', 2: 'j', 3: 'p' };

/**
 * A cédula, RIF or passport as one compact word for the search (issue 21 §6): lowercase letters and
 * digits only, led by its letter — 'V' + '15.648.232' → 'v15648232', RIF 'J-12345678-9' →
 * 'j123456789'. A number that starts with a letter keeps its own; null without a number.
 */
export const compactIdentity = (documentType: number | null, documentNumber: string | null): string | null => {
  const compact = foldText(documentNumber ?? '').replace(/[^a-z0-9]/g, '');
  if (compact === '') return null;
  return /^[a-z]/.test(compact) ? compact : `${DOCUMENT_LETTERS[documentType ?? 0] ?? ''}${compact}`;
};

/**
 * What a search typed as a document also looks for: 'V-15648232', 'v15648232', 'V-15.648.232' →
 * ['v15648232', '15648232']; '15.648.232' → ['15648232']; 'J-12345678-9' → ['j123456789',
 * '123456789'] (the digits alone too: a RIF stored without its letter, or typed under another type).
 * Empty when the search does not read as one (a name, an e-mail).
 */
export const identitySearches = (foldedSearch: string): string[] => {
  if (!/^[a-z0-9\s.\-/]+$/.test(foldedSearch)) return [];
  const match = /^(rif|[a-z])?(\d{4,})$/.exec(foldedSearch.replace(/[^a-z0-9]/g, ''));
  if (match === null) return [];
  const [, letter, digits = ''] = match;
  return letter !== undefined && letter.length === 1 ? [`${letter}${digits}`, digits] : [digits];
};

/** A customer's search text: names, e-mail, phone with its code, the document as typed and compact. */
export const tenantSearchText = (person: {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string | null;
  readonly phone_code: string;
  readonly phone_number: string;
  readonly document_type: number | null;
  readonly document_number: string | null;
}): string =>
  searchTextOf([
    `${person.first_name} ${person.last_name}`,
    person.email,
    `${person.phone_code}${person.phone_number}`,
    person.document_number,
    compactIdentity(person.document_type, person.document_number),
  ]);
