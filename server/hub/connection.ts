import { randomUUID } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import {
  HANDSHAKE_OK,
  MESSAGE_TYPE,
  PING,
  RecordReader,
  closeMessage,
  completion,
  handshakeError,
  parseHandshake,
  parseMessage,
  type HubMessage,
} from './protocol.ts';

/** What a connection asks of its hub. */
export interface ConnectionHost {
  /** Runs a client's invocation: undefined when it succeeded, else the error the completion carries. */
  invoke(connection: HubConnection, target: string, args: readonly unknown[]): Promise<string | undefined>;
  /** The socket is gone: forget the connection and its groups. */
  closed(connection: HubConnection): void;
  /** Something the client did that ended its connection, for the log. */
  refused(connection: HubConnection, reason: string): void;
  now(): number;
}

/** An unfinished record longer than this is not a client of ours. */
const MAX_PENDING_CHARS = 32 * 1024;
/** Invocations of one connection waiting for their answer (each may cost a query). */
const MAX_QUEUED = 16;
/** What may wait unsent for a client that does not read before it is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * One client's websocket after a successful upgrade: the handshake, then records until either side
 * closes. Time is kept in plain fields that the hub's single ticker reads (pings, timeouts), so an
 * idle connection owns no timer.
 */
export class HubConnection {
  readonly id = randomUUID();
  /** Group names this connection joined (scoped to its agent by the hub). */
  readonly groups = new Set<string>();
  readonly openedAt: number;
  lastReceivedAt: number;
  lastSentAt: number;
  private handshaken = false;
  private ended = false;
  private queued = 0;
  private queue: Promise<void> = Promise.resolve();
  private readonly reader = new RecordReader(MAX_PENDING_CHARS);

  private readonly socket: WebSocket;
  readonly agentId: string;
  readonly tokenId: string;
  private readonly host: ConnectionHost;

  constructor(socket: WebSocket, agentId: string, tokenId: string, host: ConnectionHost) {
    this.socket = socket;
    this.agentId = agentId;
    this.tokenId = tokenId;
    this.host = host;
    this.openedAt = host.now();
    this.lastReceivedAt = this.openedAt;
    this.lastSentAt = this.openedAt;
    socket.on('message', (data, isBinary) => this.received(data, isBinary));
    socket.on('close', () => {
      this.ended = true;
      host.closed(this);
    });
    // A reset or a protocol violation (ws closes the socket itself); 'close' follows.
    socket.on('error', () => {});
  }

  get isHandshaken(): boolean {
    return this.handshaken;
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  /** A ready record (or several) as text. */
  send(record: string | Buffer): void {
    if (this.ended || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.host.refused(this, 'the client does not read what it is sent');
      this.terminate();
      return;
    }
    this.socket.send(record, { binary: false });
    this.lastSentAt = this.host.now();
  }

  ping(): void {
    if (this.handshaken) this.send(PING);
  }

  /** Says goodbye with the protocol's close message, then closes the socket. */
  close(allowReconnect: boolean, error?: string): void {
    if (this.ended) return;
    if (this.handshaken) this.send(closeMessage(allowReconnect, error));
    this.ended = true;
    this.socket.close(1000);
  }

  terminate(): void {
    this.ended = true;
    this.socket.terminate();
  }

  private received(data: RawData, isBinary: boolean): void {
    if (this.ended) return;
    this.lastReceivedAt = this.host.now();
    if (isBinary) return this.fail('binary frames are not part of the JSON protocol');
    const records = this.reader.push(rawText(data));
    if (records === null) return this.fail('a record grew past the size limit');
    for (const record of records) {
      if (this.ended) return;
      if (!this.handshaken) this.handshake(record);
      else this.message(record);
    }
  }

  private handshake(record: string): void {
    const result = parseHandshake(record);
    if (!result.ok) {
      this.send(handshakeError(result.error));
      this.host.refused(this, `handshake: ${result.error}`);
      this.ended = true;
      this.socket.close(1000);
      return;
    }
    this.handshaken = true;
    this.send(HANDSHAKE_OK);
  }

  private message(record: string): void {
    const parsed = parseMessage(record);
    if (!parsed.ok) return this.fail(parsed.error);
    const message: HubMessage = parsed.value;
    switch (message.type) {
      case MESSAGE_TYPE.invocation:
        if (message.streaming) return this.answer(message.invocationId, 'Streaming is not supported.');
        return this.invoke(message.invocationId, message.target, message.arguments);
      case MESSAGE_TYPE.streamInvocation:
        return this.answer(message.invocationId, 'Streaming is not supported.');
      case MESSAGE_TYPE.close:
        this.ended = true;
        this.socket.close(1000);
        return;
      default:
        // Pings only prove the client is alive (lastReceivedAt); stream items, cancels and
        // client results have nothing to act on here.
        return;
    }
  }

  /**
   * One invocation at a time, in the order sent (as ASP.NET's default): a JoinGroup still checking
   * its draft must not finish after the LeaveGroup that followed it.
   */
  private invoke(invocationId: string | null, target: string, args: readonly unknown[]): void {
    if (this.queued >= MAX_QUEUED) return this.answer(invocationId, 'Too many invocations in progress.');
    this.queued += 1;
    this.queue = this.queue
      .then(() => (this.ended ? undefined : this.host.invoke(this, target, args)))
      .then(
        (error) => this.answer(invocationId, error),
        () => this.answer(invocationId, 'An unexpected error occurred.'),
      )
      .finally(() => {
        this.queued -= 1;
      });
  }

  /** A completion, when the client asked for one (an invocation id). */
  private answer(invocationId: string | null, error: string | undefined): void {
    if (invocationId !== null) this.send(completion(invocationId, error));
  }

  private fail(reason: string): void {
    this.host.refused(this, reason);
    this.close(false, `Connection closed with an error: ${reason}.`);
  }
}

const rawText = (data: RawData): string => {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
};
