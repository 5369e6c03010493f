import * as Schema from 'effect/Schema';
import { EMAIL_MAX, hasVisibleCharacter, isEmail, isPlainText } from './rules.ts';

/**
 * The one text rule: every string a client sends (body, query or path) is well-formed Unicode
 * without control characters — tab and line breaks only where `multiLine` says so. NUL and its
 * kin would be stored as garbage by SQLite and refused with an error by PostgreSQL.
 */
const plainText = (multiLine: boolean) =>
  Schema.makeFilter((value: string) =>
    isPlainText(value, multiLine) ||
    (multiLine ? 'Expected text without control characters (tabs and line breaks are fine)' : 'Expected text without control characters or line breaks'),
  );

/** A single-line string from a client: the base of every other input string. */
export const InputString = Schema.String.check(plainText(false));

/**
 * Free text people type: the text rule, then its length once trimmed within [min, max] (so '   '
 * is not a name), and a required one (min ≥ 1) needs a visible character (so '\u200b\u200b' is
 * not one either). The value is kept as sent; the server trims what it stores.
 */
export const Text = (max: number, { min = 0, multiLine = false }: { readonly min?: number; readonly multiLine?: boolean } = {}) =>
  Schema.String.check(
    plainText(multiLine),
    Schema.makeFilter((value: string) => {
      const length = value.trim().length;
      if (length < min) return min === 1 ? 'Expected a non-empty text' : `Expected at least ${min} characters`;
      if (min >= 1 && !hasVisibleCharacter(value)) return 'Expected a text with a visible character';
      return length <= max || `Expected at most ${max} characters`;
    }),
  );
export const NonEmptyText = (max: number) => Text(max, { min: 1 });

/** Passwords and tokens: the text rule, and their exact length (spaces count; nothing is trimmed). */
export const Secret = (max: number) => InputString.check(Schema.isMinLength(1), Schema.isMaxLength(max));

/** Ids the server generated: UUIDs, and the reference data's readable ids ('ve-zulia-maracaibo', 'tt-call'). */
export const Id = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,64}$/));

/** An ISO-8601 instant as it travels (`2026-11-25T21:57:00.000Z`). */
export const IsoDateTime = Schema.String;

export const EmailAddress = InputString.check(
  Schema.isMaxLength(EMAIL_MAX),
  Schema.makeFilter((value: string) => isEmail(value) || 'Expected an e-mail address'),
);


/** Query-string integers (`?limit=16`) within bounds. */
export const IntFromQuery = (min: number, max: number) =>
  Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: min, maximum: max }));

/** `limit` and `offset` of every list call; missing values take the defaults of the route. */
export const PageQuery = Schema.Struct({
  limit: Schema.optional(IntFromQuery(1, 500)),
  offset: Schema.optional(IntFromQuery(0, 1_000_000)),
});
export type PageQuery = typeof PageQuery.Type;
