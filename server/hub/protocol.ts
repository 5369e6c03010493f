/**
 * The SignalR JSON hub protocol (version 1) as far as this hub speaks it: text records ended by
 * the record separator 0x1E, a handshake, invocations in both directions, completions, pings and
 * close. Pure functions, so the framing is tested without sockets.
 */

export const RECORD_SEPARATOR = '\u001e';

export const MESSAGE_TYPE = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
} as const;

export type HubMessage =
  | { readonly type: 1; readonly invocationId: string | null; readonly target: string; readonly arguments: readonly unknown[]; readonly streaming: boolean }
  | { readonly type: 2 | 4 | 5; readonly invocationId: string | null }
  | { readonly type: 3 }
  | { readonly type: 6 }
  | { readonly type: 7 };

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const failed = (error: string): Parsed<never> => ({ ok: false, error });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseJson = (text: string): Parsed<unknown> => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return failed('the record is not JSON');
  }
};

/** The client's opening record; only `json` version 1 is spoken. */
export function parseHandshake(text: string): Parsed<null> {
  const json = parseJson(text);
  if (!json.ok) return json;
  if (!isRecord(json.value) || typeof json.value.protocol !== 'string' || typeof json.value.version !== 'number') {
    return failed('the handshake needs a protocol and a version');
  }
  if (json.value.protocol !== 'json') return failed(`The protocol '${json.value.protocol}' is not supported.`);
  if (json.value.version !== 1) return failed(`The server does not support version ${json.value.version} of the 'json' protocol.`);
  return { ok: true, value: null };
}

const optionalId = (value: unknown): Parsed<string | null> => {
  if (value === undefined || value === null) return { ok: true, value: null };
  return typeof value === 'string' ? { ok: true, value } : failed('invocationId must be a string');
};

/** One record after the handshake; anything that is not a message of the protocol is refused. */
export function parseMessage(text: string): Parsed<HubMessage> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const record = json.value;
  if (!isRecord(record) || typeof record.type !== 'number') return failed('the record has no message type');
  switch (record.type) {
    case MESSAGE_TYPE.invocation: {
      const id = optionalId(record.invocationId);
      if (!id.ok) return id;
      if (typeof record.target !== 'string') return failed('an invocation needs a target');
      if (!Array.isArray(record.arguments)) return failed('an invocation needs arguments');
      const streaming = Array.isArray(record.streamIds) && record.streamIds.length > 0;
      return { ok: true, value: { type: 1, invocationId: id.value, target: record.target, arguments: record.arguments, streaming } };
    }
    case MESSAGE_TYPE.streamItem:
    case MESSAGE_TYPE.streamInvocation:
    case MESSAGE_TYPE.cancelInvocation: {
      const id = optionalId(record.invocationId);
      return id.ok ? { ok: true, value: { type: record.type, invocationId: id.value } } : id;
    }
    case MESSAGE_TYPE.completion:
    case MESSAGE_TYPE.ping:
    case MESSAGE_TYPE.close:
      return { ok: true, value: { type: record.type } };
    default:
      return failed(`unknown message type ${String(record.type)}`);
  }
}

const frame = (value: object): string => `${JSON.stringify(value)}${RECORD_SEPARATOR}`;

export const HANDSHAKE_OK = frame({});
export const handshakeError = (error: string): string => frame({ error });
export const PING = frame({ type: MESSAGE_TYPE.ping });

export const completion = (invocationId: string, error?: string): string =>
  frame(error === undefined ? { type: MESSAGE_TYPE.completion, invocationId } : { type: MESSAGE_TYPE.completion, invocationId, error });

/** A server-to-client call without an invocation id: the client answers nothing. */
export const invocation = (target: string, args: readonly unknown[]): string =>
  frame({ type: MESSAGE_TYPE.invocation, target, arguments: args });

export const closeMessage = (allowReconnect: boolean, error?: string): string =>
  frame(error === undefined ? { type: MESSAGE_TYPE.close, allowReconnect } : { type: MESSAGE_TYPE.close, error, allowReconnect });

/**
 * Splits what arrives into records. A record may span websocket messages (the protocol does not
 * promise otherwise), so the unfinished tail waits for the next one, up to `maxPending` characters.
 */
export class RecordReader {
  private pending = '';
  private readonly maxPending: number;

  constructor(maxPending: number) {
    this.maxPending = maxPending;
  }

  /** The complete records so far, or null when an unfinished record grew past the limit. */
  push(chunk: string): string[] | null {
    const parts = (this.pending + chunk).split(RECORD_SEPARATOR);
    this.pending = parts.pop() ?? '';
    if (this.pending.length > this.maxPending) return null;
    return parts;
  }
}
