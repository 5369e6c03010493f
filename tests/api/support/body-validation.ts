/**
 * Table-driven bad-input tests for a call with a JSON body: malformed JSON, non-object bodies,
 * each field missing, each field with wrong values, an unknown field and overlong strings all
 * answer 400 VALIDATION_ERROR, issue no token and write nothing.
 */
import { describe, expect, it } from 'vitest';
import { expectOk, expectValidationError } from '../harness.ts';
import type { ApiResponse, RequestOptions, TestServer } from '../harness.ts';

export interface PreparedCall {
  /** A body the call accepts (checked by the control case). */
  readonly body: Record<string, unknown>;
  readonly token?: string;
  /** The path of this call when it holds a freshly made id (`/tenants/<id>`); default: the spec's. */
  readonly path?: string;
  /** Proves the refused call changed nothing that a row count cannot see (a token, a profile…). */
  readonly verifyUntouched?: () => Promise<void>;
}

export interface BodyRouteSpec {
  readonly method: 'POST' | 'PUT';
  readonly path: string;
  readonly successStatus: number;
  /** Creates what the call needs (an agent, a reset token…) and a body that would succeed. */
  readonly prepare: (server: TestServer) => Promise<PreparedCall>;
  /** Every field of the body, each with values of the wrong type or outside its rules. */
  readonly invalidValues: Readonly<Record<string, readonly unknown[]>>;
  /** Per field, a string far above its ceiling (10,000 characters or so). */
  readonly overlong: Readonly<Record<string, string>>;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

interface Case {
  readonly name: string;
  readonly fields: readonly string[];
  readonly request: (prepared: PreparedCall) => RequestOptions;
}

const describeValue = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

function casesOf(spec: BodyRouteSpec): Case[] {
  const withToken = (prepared: PreparedCall, options: RequestOptions): RequestOptions =>
    prepared.token === undefined ? options : { ...options, token: prepared.token };
  const raw = (name: string, rawBody: string): Case => ({
    name,
    fields: [],
    request: (prepared) => withToken(prepared, { rawBody, headers: JSON_HEADERS }),
  });
  const fields = Object.keys(spec.invalidValues);
  return [
    raw('malformed JSON', '{"emailAddress": "a@b.com", '),
    raw('an empty body', ''),
    raw('JSON null', 'null'),
    raw('a JSON array', '[]'),
    raw('a JSON string', '"texto"'),
    { name: 'an empty object', fields: [], request: (prepared) => withToken(prepared, { body: {} }) },
    ...fields.map(
      (field): Case => ({
        name: `${field} missing`,
        fields: [field],
        request: (prepared) => {
          const body = { ...prepared.body };
          delete body[field];
          return withToken(prepared, { body });
        },
      }),
    ),
    ...fields.flatMap((field) =>
      (spec.invalidValues[field] ?? []).map(
        (value): Case => ({
          name: `${field} = ${describeValue(value)}`,
          fields: [field],
          request: (prepared) => withToken(prepared, { body: { ...prepared.body, [field]: value } }),
        }),
      ),
    ),
    ...Object.entries(spec.overlong).map(
      ([field, value]): Case => ({
        name: `${field} of ${value.length} characters`,
        fields: [field],
        request: (prepared) => withToken(prepared, { body: { ...prepared.body, [field]: value } }),
      }),
    ),
    {
      name: 'an unknown field',
      fields: ['isAdmin'],
      request: (prepared) => withToken(prepared, { body: { ...prepared.body, isAdmin: true } }),
    },
  ];
}

function expectNoToken(response: ApiResponse): void {
  expect(response.body?.metadata?.authorization).toBeUndefined();
}

export function describeBodyValidation(server: () => TestServer, spec: BodyRouteSpec): void {
  describe(`${spec.method} ${spec.path} refuses bad input`, () => {
    it('control: the prepared body is accepted', async () => {
      const prepared = await spec.prepare(server());
      const response = await server().api(spec.method, prepared.path ?? spec.path, {
        body: prepared.body,
        ...(prepared.token === undefined ? {} : { token: prepared.token }),
      });
      expectOk(response, spec.successStatus);
    });

    it.each(casesOf(spec))('$name → 400 VALIDATION_ERROR, nothing written', async ({ fields, request }) => {
      const prepared = await spec.prepare(server());
      const before = await server().snapshot();
      const response = await server().api(spec.method, prepared.path ?? spec.path, request(prepared));
      expectValidationError(response, ...fields);
      expectNoToken(response);
      expect(await server().snapshot()).toEqual(before);
      await prepared.verifyUntouched?.();
    });
  });
}

/** 10,000-character values for the usual kinds of field. */
export const LONG = {
  email: `${'a'.repeat(10_000)}@ejemplo.com`,
  name: 'a'.repeat(10_000),
  password: 'Aa1#'.repeat(2_500),
  token: 'x'.repeat(10_000),
  digits: '4'.repeat(10_000),
};
