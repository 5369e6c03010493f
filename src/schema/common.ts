import * as Schema from 'effect/Schema';
import { EMAIL_MAX, isEmail } from './rules.ts';

/** Server-generated UUID strings (DECISIONS.md: ids are UUIDs, slugs unique per table). */
export const Id = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64));

/** An ISO-8601 instant as it travels (`2026-11-25T21:57:00.000Z`). */
export const IsoDateTime = Schema.String;

export const EmailAddress = Schema.String.check(
  Schema.isMaxLength(EMAIL_MAX),
  Schema.makeFilter((value: string) => isEmail(value) || 'Expected an e-mail address'),
);

/** A bounded free text: every string a client sends has a ceiling. */
export const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
export const NonEmptyText = (max: number) => Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max));

/** Query-string integers (`?limit=16`) within bounds. */
export const IntFromQuery = (min: number, max: number) =>
  Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: min, maximum: max }));

/** `limit` and `offset` of every list call; missing values take the defaults of the route. */
export const PageQuery = Schema.Struct({
  limit: Schema.optional(IntFromQuery(1, 500)),
  offset: Schema.optional(IntFromQuery(0, 1_000_000)),
});
export type PageQuery = typeof PageQuery.Type;
