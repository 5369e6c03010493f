import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, FastifyRequest } from 'fastify';

/** Query parameters that carry secrets (the reset link's `authorization`, OAuth codes…). */
const SECRET_QUERY = /^(authorization|token|access_?token|code|api_?key)$/i;

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

const SECRET_FIELDS = ['password', 'token', 'accessToken', 'recaptchaToken', 'authorization'];

/** Logger options: a request id on every line, and no token, key, cookie or password ever written. */
export function loggerOptions(level: string): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    genReqId: () => randomUUID(),
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
