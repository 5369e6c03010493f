/**
 * Issue 21, idempotent creates: the Idempotency-Key of a form's create (POST /tenants, POST
 * /tenants/{id}/tasks). One key per attempt, kept in the machine's context: a retry of the same
 * submit (the same body, after a failure or an answer lost on the way) sends the same key, so the
 * server answers with what the first call created instead of creating twice. A submit of another
 * body is another attempt and takes a new key (the server refuses a key reused with another body:
 * 422 IDEMPOTENCY_KEY_REUSED, which would leave the form unable to save until a reload). A
 * successful create starts afresh.
 */
export interface CreateAttempt {
  readonly key: string;
  /** The body last sent with this key (JSON), null until the first submit. */
  readonly body: string | null;
}

export const freshAttempt = (): CreateAttempt => ({ key: crypto.randomUUID(), body: null });

/** The attempt that sends `body`: the same key for the same body (a retry), a new one for another. */
export const attemptFor = (attempt: CreateAttempt, body: unknown): CreateAttempt => {
  const text = JSON.stringify(body);
  if (attempt.body === null || attempt.body === text) return { key: attempt.key, body: text };
  return { key: crypto.randomUUID(), body: text };
};
