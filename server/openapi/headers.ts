type Json = Record<string, unknown>;

/**
 * Issue 21: the headers of versions and idempotent creates, by route: which reads and writes
 * answer an `ETag`, which writes take `If-Match`, which creates take `Idempotency-Key`.
 */
const VERSIONED = /^\/(property-drafts|tenants)\/:id(\/|$)/;
const READ_OR_WRITE_OF_DRAFT = /^\/property-drafts\/:id(\/|$)/;
const IDEMPOTENT_CREATES = new Set(['POST /property-drafts', 'POST /tenants', 'POST /tenants/:tenantId/tasks']);

const versioned = (method: string, pattern: string): 'read' | 'write' | null => {
  if (!VERSIONED.test(pattern)) return null;
  if (pattern.startsWith('/tenants/') && pattern !== '/tenants/:id') return null;
  if (READ_OR_WRITE_OF_DRAFT.test(pattern) && pattern.endsWith('/publish')) return null;
  return method === 'GET' ? (pattern === '/property-drafts/:id' || pattern === '/tenants/:id' ? 'read' : null) : 'write';
};

export function headerParameters(method: string, pattern: string): Json[] {
  const parameters: Json[] = [];
  if (versioned(method, pattern) === 'write') {
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'The ETag this write was made from (`"v12"`, a list, or `*`). When it is not the current version the write is refused with 412 (`PROPERTY_DRAFT_CHANGED` / `TENANT_CHANGED`) and nothing is written. Without it the write is accepted.',
      schema: { type: 'string' },
    });
  }
  if (IDEMPOTENT_CREATES.has(`${method} ${pattern}`)) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'One key per create attempt (1–100 visible characters; the SPA sends a UUID). A repeat with the same key and the same body answers the first answer again without creating (kept 24 h, per agent; `Idempotent-Replayed: true`); the same key with another body is 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still creating waits, then 409 `IDEMPOTENCY_KEY_IN_USE`.',
      schema: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' },
    });
  }
  return parameters;
}

/** The success answer's headers. */
export function responseHeaders(method: string, pattern: string): Json | undefined {
  if (versioned(method, pattern) === null && !(method === 'POST' && (pattern === '/property-drafts' || pattern === '/tenants'))) return undefined;
  return {
    ETag: {
      description: 'The version of the draft or customer this answer shows, a strong ETag (`"v12"`): send it back as `If-Match` on the next write.',
      schema: { type: 'string', pattern: '^"v[0-9]+"$' },
    },
  };
}
