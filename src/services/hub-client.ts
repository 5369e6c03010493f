/**
 * The small adapter between the hub actor and a SignalR connection: what `hubMachine` needs, and
 * nothing of @microsoft/signalr's types, so the machine and the live registry are tested with a
 * fake and the real client (src/services/signalr-hub.ts) loads only when an agent is signed in.
 */

/** What the connection reports; each call is one event of the hub actor. */
export interface HubClientHandlers {
  /** `ReceiveMessage(message)`: one JSON object. */
  readonly message: (message: unknown) => void;
  /** The connection dropped and the client is reconnecting by itself. */
  readonly reconnecting: () => void;
  /** Back after `reconnecting`: a new connection, with no group joined. */
  readonly reconnected: () => void;
  /** Closed for good: reconnecting gave up, or the server closed it without allowing one. */
  readonly closed: () => void;
}

/** Joining and leaving groups: what the live registry needs of a started connection. */
export interface HubGroups {
  joinGroup(group: string): Promise<void>;
  leaveGroup(group: string): Promise<void>;
}

export interface HubClient extends HubGroups {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export type CreateHubClient = (handlers: HubClientHandlers) => HubClient;
