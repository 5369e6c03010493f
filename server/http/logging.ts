import { randomUUID } from 'node:crypto';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets (the reset link's `authorization`, OAuth codes…). */
const SECRET_QUERY = /^(authorization|token|access_?token|short_?token|code|authorization_?code|api_?key)$/i;

/** The URL as logged: secret query values replaced, so a reset link in the address bar never reaches the logs. */
export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY.test(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, index)}?${params.toString()}` : url;
}

const SECRET_FIELDS = ['password', 'token', 'accessToken', 'recaptchaToken', 'authorization', 'shortToken', 'authorizationCode'];

/** Logger options: a request id on every line, and no token, key, cookie or password ever written. */
export function loggerOptions(level: string): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    // An incoming id is not trusted (it could forge log lines); ours is echoed in x-request-id.
    requestIdHeader: false,
    logger: {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers["x-api-key"]',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `body.${field}`, `*.body.${field}`]),
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
  };
}

const QUIETER_THAN_INFO: ReadonlySet<string> = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * One access line per request, when it is answered: method, URL (secrets redacted), client
 * address, status and time, under the request id. Fastify's default also writes a line at
 * arrival, with nothing the completion line lacks; each line costs serialising and redacting, and
 * the two were ~8 % of a page request's busy time (issue 7). Fastify's other lines (errors,
 * streams cut short) are unchanged.
 */
class OneLinePerRequest extends LogController {
  /**
   * The access line holds only serializer output (no header, no body, the URL already
   * redacted), so it skips the redaction paths, which cost more than writing the line.
   */
  #accessLog: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    // The access line goes through the server's logger, so a route's own quieter level (the
    // health probes') is honoured here, or every probe would be logged at info.
    if (QUIETER_THAN_INFO.has(reply.log.level)) return;
    this.#accessLog ??= request.server.log.child({}, { redact: { paths: [], censor: '[redacted]' } });
    this.#accessLog.info(
      { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
