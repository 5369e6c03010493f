import ky, { type KyInstance } from 'ky';
import type * as Schema from 'effect/Schema';
import { decoder } from '../schema/decode.ts';
import { Envelope, ErrorEnvelope, type Metadata } from '../schema/envelope.ts';
import { isErrorType } from '../schema/error-types.ts';
import { clientConfig } from './client-config.ts';
import { ApiFailure, networkFailure, serverError } from './api-failure.ts';
import { readAccessToken } from './cookies.ts';
import { API_PREFIX } from './api-prefix.ts';
import { takeEarlyGet } from './early-requests.ts';
import { reportReachable, reportUnreachable } from './connectivity.ts';
import { sessionEnded } from './session-ended.ts';

export { ApiFailure, failureType, networkFailure, serverError } from './api-failure.ts';

export { API_PREFIX } from './api-prefix.ts';

export interface ApiAnswer<T> {
  readonly data: T;
  readonly metadata: Metadata;
  /** Issue 21: the answer's ETag (a draft's or a customer's version), null without one. */
  readonly etag?: string | null;
}

export interface ApiRequest {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: string;
  readonly json?: unknown;
  readonly body?: FormData;
  readonly searchParams?: Record<string, string | number | undefined>;
  /** Replaces the cookie's token (the password-reset link carries its own). */
  readonly bearer?: string;
  /**
   * An access call (sign-in, sign-up, logout, reset): its refusal is its own answer, never a session
   * that ended, so it never opens the re-sign-in dialog (issue 21; the dialog's own sign-in cannot loop).
   */
  readonly sessionless?: true;
  /** Issue 21: the version the write was made from (412 when the record changed since). */
  readonly ifMatch?: string;
  /** Issue 21: one key per create attempt, the same on its retries (the server creates once). */
  readonly idempotencyKey?: string;
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
  /**
   * Issue 21: a private call refused with ACCESS_TOKEN_INVALID or SESSION_REVOKED waits here (the shell's
   * re-sign-in dialog); true = signed in again, replay the call with the new token; false = fail as it did.
   */
  readonly onSessionEnded?: (failure: ApiFailure) => Promise<boolean>;
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

/** Refusals that mean the session has ended, not that the call was wrong. */
const SESSION_ENDED: readonly string[] = ['ACCESS_TOKEN_INVALID', 'SESSION_REVOKED'];

/**
 * Issue 21: runs one attempt of a call; a call that sent the cookie's token and was refused because the
 * session ended is parked in `onSessionEnded` and replayed (with the cookie's new token) once the agent
 * signs in again. A call whose token was already replaced while it ran is replayed at once. Every
 * answer and network failure tells the connectivity module whether the server is reachable.
 */
export const sendRenewingSession = async <T>(
  request: ApiRequest,
  attempt: (token: string | null) => Promise<T>,
  options: Pick<ApiClientOptions, 'accessToken' | 'onSessionEnded'>,
): Promise<T> => {
  const token = request.bearer ?? options.accessToken();
  try {
    const answer = await attempt(token);
    reportReachable();
    return answer;
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    if (error.type === 'NETWORK_UNREACHABLE') reportUnreachable();
    else reportReachable();
    const renewable =
      options.onSessionEnded !== undefined && request.bearer === undefined && request.sessionless !== true &&
      token !== null && SESSION_ENDED.includes(error.type);
    if (!renewable) throw error;
    const renewed = options.accessToken() !== token || (await options.onSessionEnded(error));
    if (!renewed) throw error;
    return sendRenewingSession(request, attempt, options);
  }
};

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

  /** One attempt of a call with the given token (the cookie's now, or the new one on a replay). */
  const once = {
    async send<S extends DataSchema>(request: ApiRequest, data: S, token: string | null): Promise<ApiAnswer<S['Type']>> {
      let response: Response;
      const early = request.method === 'get' && request.searchParams === undefined ? takeEarlyGet(request.path, token) : undefined;
      try {
        response = early !== undefined ? await early : await http(request.path.replace(/^\//, ''), {
          method: request.method,
          ...(request.json === undefined ? {} : { json: request.json }),
          ...(request.body === undefined ? {} : { body: request.body }),
          ...(request.searchParams === undefined ? {} : { searchParams: definedParams(request.searchParams) }),
          headers: {
            ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
            ...(request.ifMatch === undefined ? {} : { 'If-Match': request.ifMatch }),
            ...(request.idempotencyKey === undefined ? {} : { 'Idempotency-Key': request.idempotencyKey }),
          },
        });
      } catch {
        throw networkFailure();
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
      return { ...answer.value, etag: response.headers.get('etag') };
    },
  };

  return { send: (request, data) => sendRenewingSession(request, (token) => once.send(request, data, token), options) };
};

let shared: ApiClient | null = null;

/** The page's client: its API key from the server's configuration, the bearer from the cookie. */
export const defaultApiClient = (): ApiClient => {
  shared ??= createApiClient({
    apiKey: clientConfig().apiKey,
    accessToken: () => readAccessToken(),
    onSessionEnded: sessionEnded,
  });
  return shared;
};
