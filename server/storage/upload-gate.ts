import { ApiFailure } from '../http/failure.ts';
import { UPLOADS_IN_FLIGHT_MAX, UPLOADS_PER_AGENT } from './upload-limits.ts';

/** Counts uploads in progress, per agent and in all, and refuses one more past either cap. */
export class UploadGate {
  readonly #perAgentMax: number;
  readonly #totalMax: number;
  readonly #perAgent = new Map<string, number>();
  #total = 0;

  constructor(perAgentMax: number, totalMax: number) {
    this.#perAgentMax = perAgentMax;
    this.#totalMax = totalMax;
  }

  /** Takes a slot for one upload of `agentId` (429 TOO_MANY_REQUESTS when full); call the result once it ends. */
  enter(agentId: string): () => void {
    const mine = this.#perAgent.get(agentId) ?? 0;
    if (mine >= this.#perAgentMax) {
      throw new ApiFailure('TOO_MANY_REQUESTS', `At most ${this.#perAgentMax} uploads at a time; wait for one to finish`);
    }
    if (this.#total >= this.#totalMax) throw new ApiFailure('TOO_MANY_REQUESTS', 'Too many uploads in progress; try again shortly');
    this.#perAgent.set(agentId, mine + 1);
    this.#total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total -= 1;
      const left = (this.#perAgent.get(agentId) ?? 1) - 1;
      if (left === 0) this.#perAgent.delete(agentId);
      else this.#perAgent.set(agentId, left);
    };
  }

  get inProgress(): number {
    return this.#total;
  }
}

/** The process's gate: the caps protect this process's memory, sockets and disk. */
export const uploadGate = new UploadGate(UPLOADS_PER_AGENT, UPLOADS_IN_FLIGHT_MAX);
