import * as Schema from 'effect/Schema';
import { Id, InputString, IsoDateTime, Secret } from './common.ts';
import { PASSWORD_MAX } from './rules.ts';

/**
 * Issue 21: a session per device. GET /auth/landlords/sessions lists the caller's active sessions
 * (not revoked, not expired), the most recently used first.
 */
export const AgentSession = Schema.Struct({
  id: Id,
  /** Read from the User-Agent at sign-in ('Chrome en Windows', 'Safari en iPhone'); null when unknown. */
  device: Schema.NullOr(Schema.String),
  /** A coarse place known offline ('Red local'); null otherwise. The address itself is never stored. */
  place: Schema.NullOr(Schema.String),
  createdAt: IsoDateTime,
  lastUsedAt: IsoDateTime,
  /** The session of the token that asked. */
  current: Schema.Boolean,
});
export type AgentSession = typeof AgentSession.Type;

/** DELETE /auth/landlords/sessions ('Cerrar las demás'): how many other sessions were ended. */
export const SessionsClosed = Schema.Struct({
  closed: Schema.Int,
});
export type SessionsClosed = typeof SessionsClosed.Type;

/**
 * PUT /auth/landlords/password: 'Cambiar contraseña' while signed in. `currentPassword` is required
 * when the agent has a password; an agent who signed up through Google or Facebook and has none
 * sets a first one without it (docs/decisions.md, issue 21 — sessions). The new one follows the
 * sign-up rules (isStrongPassword).
 */
export const PasswordChangeBody = Schema.Struct({
  currentPassword: Schema.optionalKey(InputString.check(Schema.isMaxLength(PASSWORD_MAX))),
  newPassword: Secret(PASSWORD_MAX),
});
export type PasswordChangeBody = typeof PasswordChangeBody.Type;

/** GET /auth/landlords/password: whether the agent has a password (a social sign-up has none). */
export const PasswordStatus = Schema.Struct({
  passwordSet: Schema.Boolean,
});
export type PasswordStatus = typeof PasswordStatus.Type;
