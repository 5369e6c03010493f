import * as Result from 'effect/Result';
import * as Schema from 'effect/Schema';

/** The outcome of decoding untrusted input: the value, or every failing path. */
export type Decoded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * Strict decoding shared by the server (request bodies and queries: unknown fields refused)
 * and the SPA (responses: unknown fields tolerated, so the server can grow).
 */
export const decoder = <S extends Schema.Decoder<unknown>>(
  schema: S,
  { strict }: { readonly strict: boolean },
): ((input: unknown) => Decoded<S['Type']>) => {
  const decode = Schema.decodeUnknownResult(schema, {
    errors: 'all',
    onExcessProperty: strict ? 'error' : 'ignore',
  });
  return (input) => {
    const result = decode(input);
    return Result.isSuccess(result)
      ? { ok: true, value: result.success }
      : { ok: false, message: result.failure.message };
  };
};
