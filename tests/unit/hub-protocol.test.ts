/** The hub's pure parts (issue 11): framing, parsing, the Origin rule, connection tokens, groups. */
import { describe, expect, it } from 'vitest';
import { memoryConnectionTokens } from '../../server/hub/connection-tokens.ts';
import { GroupRegistry } from '../../server/hub/groups.ts';
import { RecordReader, closeMessage, completion, invocation, parseHandshake, parseMessage } from '../../server/hub/protocol.ts';
import { originAllowed } from '../../server/hub/upgrade.ts';

const RS = '\u001e';

describe('RecordReader', () => {
  it('returns complete records and keeps an unfinished one for the next chunk', () => {
    const reader = new RecordReader(100);
    expect(reader.push(`a${RS}b${RS}c`)).toEqual(['a', 'b']);
    expect(reader.push(`d${RS}`)).toEqual(['cd']);
    expect(reader.push('')).toEqual([]);
  });

  it('gives up on an unfinished record longer than its limit', () => {
    const reader = new RecordReader(4);
    expect(reader.push('abcd')).toEqual([]);
    expect(reader.push('e')).toBeNull();
  });
});

describe('parseHandshake', () => {
  it('accepts json version 1 only', () => {
    expect(parseHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true, value: null });
    expect(parseHandshake('{"protocol":"messagepack","version":1}')).toEqual({ ok: false, error: "The protocol 'messagepack' is not supported." });
    expect(parseHandshake('{"protocol":"json","version":2}').ok).toBe(false);
    expect(parseHandshake('{"protocol":"json"}').ok).toBe(false);
    expect(parseHandshake('no').ok).toBe(false);
  });
});

describe('parseMessage', () => {
  it('reads invocations with or without an id, and streaming ones as such', () => {
    expect(parseMessage('{"type":1,"invocationId":"1","target":"JoinGroup","arguments":["G"]}')).toEqual({
      ok: true,
      value: { type: 1, invocationId: '1', target: 'JoinGroup', arguments: ['G'], streaming: false },
    });
    expect(parseMessage('{"type":1,"target":"JoinGroup","arguments":[]}')).toMatchObject({ ok: true, value: { invocationId: null } });
    expect(parseMessage('{"type":1,"target":"X","arguments":[],"streamIds":["1"]}')).toMatchObject({ ok: true, value: { streaming: true } });
  });

  it('reads pings and close, and refuses what is not a message', () => {
    expect(parseMessage('{"type":6}')).toEqual({ ok: true, value: { type: 6 } });
    expect(parseMessage('{"type":7,"error":"x"}')).toEqual({ ok: true, value: { type: 7 } });
    for (const text of ['', '[]', 'null', '{"type":"1"}', '{"type":8}', '{"type":1,"target":1,"arguments":[]}', '{"type":1,"target":"X"}', '{"type":5,"invocationId":{}}']) {
      expect(parseMessage(text).ok, text).toBe(false);
    }
  });
});

describe('records the server writes', () => {
  it('end with the separator and carry only what the protocol names', () => {
    expect(completion('3')).toBe(`{"type":3,"invocationId":"3"}${RS}`);
    expect(completion('3', 'no')).toBe(`{"type":3,"invocationId":"3","error":"no"}${RS}`);
    expect(invocation('ReceiveMessage', [{ a: 1 }])).toBe(`{"type":1,"target":"ReceiveMessage","arguments":[{"a":1}]}${RS}`);
    expect(closeMessage(true)).toBe(`{"type":7,"allowReconnect":true}${RS}`);
  });
});

describe('originAllowed', () => {
  const publicUrl = 'https://agentes.example';
  it('allows no Origin, the public origin and the request’s own host', () => {
    expect(originAllowed(undefined, 'x', publicUrl)).toBe(true);
    expect(originAllowed('https://agentes.example', 'internal:3000', publicUrl)).toBe(true);
    expect(originAllowed('http://localhost:5173', 'localhost:5173', publicUrl)).toBe(true);
  });

  it('refuses other sites, opaque and non-web origins', () => {
    expect(originAllowed('https://evil.example', 'agentes.example', publicUrl)).toBe(false);
    expect(originAllowed('http://agentes.example', 'other:1', publicUrl)).toBe(false);
    expect(originAllowed('null', 'agentes.example', publicUrl)).toBe(false);
    expect(originAllowed('file://agentes.example', 'agentes.example', publicUrl)).toBe(false);
  });
});

describe('memoryConnectionTokens', () => {
  it('spends a token once, and not after its time', async () => {
    let now = 0;
    const tokens = memoryConnectionTokens(1_000, () => now);
    const grant = { agentId: 'a', tokenId: 't' };
    const first = await tokens.issue(grant);
    expect(await tokens.consume(first)).toEqual(grant);
    expect(await tokens.consume(first)).toBeNull();
    const late = await tokens.issue(grant);
    now = 1_000;
    expect(await tokens.consume(late)).toBeNull();
    expect(await tokens.consume('not a token')).toBeNull();
  });
});

describe('GroupRegistry', () => {
  it('keeps groups apart by agent and forgets empty ones', () => {
    const groups = new GroupRegistry<string>();
    groups.add('a', 'G', 'c1');
    groups.add('b', 'G', 'c2');
    expect([...groups.members('a', 'G')]).toEqual(['c1']);
    groups.remove('a', 'G', 'c1');
    expect(groups.members('a', 'G').size).toBe(0);
    expect(groups.size).toBe(1);
  });
});
