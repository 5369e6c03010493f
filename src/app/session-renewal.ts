import type { Agent } from '../schema/agent.ts';
import type { SessionEndReason } from '../machines/reauthMachine.ts';
import type { ApiFailure } from '../services/api-failure.ts';

/**
 * Issue 21: the api client's `onSessionEnded` hook, as the composition root builds it. A refused call
 * of the signed-in agent is parked (its promise waits) and the reauth machine is told (`ended`); the
 * machine's outcome releases every parked call at once: replayed (true) or failed as it did (false).
 * Without a signed-in agent (the boot's session check, the access pages) nothing is parked: the call
 * fails as it always did.
 */
export interface SessionRenewal {
  readonly onSessionEnded: (failure: ApiFailure) => Promise<boolean>;
  readonly release: (renewed: boolean) => void;
}

export const createSessionRenewal = (options: {
  readonly currentAgent: () => Agent | null;
  readonly ended: (reason: SessionEndReason, agent: Agent) => void;
}): SessionRenewal => {
  let parked: ((renewed: boolean) => void)[] = [];
  return {
    onSessionEnded: (failure) => {
      const agent = options.currentAgent();
      if (agent === null) return Promise.resolve(false);
      const waiting = new Promise<boolean>((resolve) => parked.push(resolve));
      options.ended(failure.type === 'SESSION_REVOKED' ? 'SESSION_REVOKED' : 'ACCESS_TOKEN_INVALID', agent);
      return waiting;
    },
    release: (renewed) => {
      const waiting = parked;
      parked = [];
      for (const resolve of waiting) resolve(renewed);
    },
  };
};
