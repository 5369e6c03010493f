import { expect, type Page, type Request, type Route } from '@playwright/test';
import { ERROR_STATUS, isErrorType } from '../../src/schema/errors.ts';

/**
 * Holds the browser's calls to chosen endpoints until the path says how they end, the way the
 * machine tests give actors that never settle on their own: a path's `xstate.done.actor.x` /
 * `xstate.error.actor.x` step then releases the held call, either to the real server (after
 * arranging data so it answers as the step says) or with the envelope the step describes when
 * the real server cannot be made to produce it (a SERVER_ERROR, say). Holding also lets the
 * path observe the busy state in between, as a person would on a slow network.
 */

export interface HeldCall {
  readonly request: Request;
  /** The JSON body the SPA sent (null for none). */
  readonly body: Record<string, unknown> | null;
  /**
   * Lets it through to the real server; `withoutVersion` drops its If-Match (a plain call, as the spec
   * makes it) when the path's arrangement moved the draft's version on after the call left.
   */
  release(options?: { readonly withoutVersion?: boolean }): Promise<void>;
  /** Answers it without the server, with the API's envelope. */
  answer(status: number, envelope: unknown): Promise<void>;
}

export interface GatedEndpoint {
  readonly method: string;
  /** Matched against the URL's pathname. */
  readonly path: RegExp;
}

const parseBody = (request: Request): Record<string, unknown> | null => {
  try {
    const body: unknown = request.postDataJSON();
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export class RequestGate {
  readonly #held: Route[] = [];
  readonly #endpoints: readonly GatedEndpoint[];

  constructor(endpoints: readonly GatedEndpoint[]) {
    this.#endpoints = endpoints;
  }

  async install(page: Page): Promise<void> {
    await page.route(
      (url) => url.pathname.startsWith('/rest/v1/'),
      async (route) => {
        const request = route.request();
        const pathname = new URL(request.url()).pathname;
        const gated = this.#endpoints.some((endpoint) => endpoint.method === request.method() && endpoint.path.test(pathname));
        if (gated) this.#held.push(route);
        else await route.fallback();
      },
    );
  }

  /** The oldest held call to that endpoint, waiting for the browser to make it if needed. */
  async next(endpoint: GatedEndpoint): Promise<HeldCall> {
    const matches = (route: Route) =>
      route.request().method() === endpoint.method && endpoint.path.test(new URL(route.request().url()).pathname);
    await expect
      .poll(() => this.#held.some(matches), { message: `the SPA calls ${endpoint.method} ${endpoint.path}`, timeout: 10_000 })
      .toBe(true);
    const index = this.#held.findIndex(matches);
    const [route] = this.#held.splice(index, 1);
    const request = route!.request();
    return {
      request,
      body: parseBody(request),
      release: async (options) => {
        if (options?.withoutVersion !== true) return route!.continue();
        const { 'if-match': _version, ...headers } = await request.allHeaders();
        return route!.continue({ headers });
      },
      answer: (status, envelope) => route!.fulfill({ status, contentType: 'application/json', body: JSON.stringify(envelope) }),
    };
  }
}

/** The API's failure envelope. */
export const errorEnvelope = (type: string, message = type) => ({ data: null, metadata: { error: { type, message } } });

/** Answers a held call with the failure the path describes, at the status the server uses for it. */
export const answerFailure = (call: HeldCall, type: string): Promise<void> =>
  call.answer(isErrorType(type) ? ERROR_STATUS[type] : 500, errorEnvelope(type));

/** The error type a synthetic `xstate.error.actor…` event carries (`{ type }`), or null. */
export const failureTypeOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'type' in error && typeof error.type === 'string' ? error.type : null;
