import ky, { type KyInstance } from 'ky';
import type * as Schema from 'effect/Schema';
import { decoder } from '../schema/decode.ts';
import { Envelope, ErrorEnvelope, type Metadata } from '../schema/envelope.ts';
import { isErrorType } from '../schema/error-types.ts';
import { clientConfig } from './client-config.ts';
import { ApiFailure, serverError } from './api-failure.ts';
import { readAccessToken } from './cookies.ts';
import { API_PREFIX } from './api-prefix.ts';
import { takeEarlyGet } from './early-requests.ts';

export { ApiFailure, failureType, serverError } from './api-failure.ts';

export { API_PREFIX } from './api-prefix.ts';

export interface ApiAnswer<T> {
  readonly data: T;
  readonly metadata: Metadata;
}

export interface ApiRequest {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: string;
  readonly json?: unknown;
  readonly body?: FormData;
  readonly searchParams?: Record<string, string | number | undefined>;
  /** Replaces the cookie's token (the password-reset link carries its own). */
  readonly bearer?: string;
}

/** The schema of a call's `data`: decodable without services. */
export type DataSchema = Schema.Top & { readonly DecodingServices: never };

export interface ApiClient {
  send<S extends DataSchema>(request: ApiRequest, data: S): Promise<ApiAnswer<S['Type']>>;
}

export interface ApiClientOptions {
  readonly apiKey: string;
  readonly accessToken: () => string | null;
  /** Where `/rest/v1` lives; the page's own origin in the browser. Tests give an absolute URL. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
}

const decodeFailure = decoder(ErrorEnvelope, { strict: false });

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    throw serverError();
  }
};

const definedParams = (params: Record<string, string | number | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const http: KyInstance = ky.create({
    prefix: API_PREFIX,
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    headers: { 'X-Api-Key': options.apiKey },
    // Status codes are read from the envelope; retries would repeat writes such as a sign-up.
    throwHttpErrors: false,
    retry: 0,
  });

  return {
    async send(request, data) {
      const token = request.bearer ?? options.accessToken();
      let response: Response;
      const early = request.method === 'get' && request.searchParams === undefined ? takeEarlyGet(request.path, token) : undefined;
      try {
        response = early !== undefined ? await early : await http(request.path.replace(/^\//, ''), {
          method: request.method,
          ...(request.json === undefined ? {} : { json: request.json }),
          ...(request.body === undefined ? {} : { body: request.body }),
          ...(request.searchParams === undefined ? {} : { searchParams: definedParams(request.searchParams) }),
          ...(token === null ? {} : { headers: { Authorization: `Bearer ${token}` } }),
        });
      } catch {
        throw serverError();
      }
      const json = await readJson(response);
      if (response.status >= 400) {
        const failure = decodeFailure(json);
        if (!failure.ok) throw serverError();
        const { type, message } = failure.value.metadata.error;
        throw isErrorType(type) ? new ApiFailure(type, message) : serverError();
      }
      // Envelope(data) needs no services when data needs none; TypeScript cannot see through the generic.
      const envelope = Envelope(data) as unknown as Schema.Decoder<ApiAnswer<(typeof data)['Type']>>;
      const answer = decoder(envelope, { strict: false })(json);
      if (!answer.ok) throw serverError();
      return answer.value;
    },
  };
};

let shared: ApiClient | null = null;

/** The page's client: its API key from the server's configuration, the bearer from the cookie. */
export const defaultApiClient = (): ApiClient => {
  shared ??= createApiClient({ apiKey: clientConfig().apiKey, accessToken: () => readAccessToken() });
  return shared;
};
