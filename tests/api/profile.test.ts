import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../src/schema/agent.ts';
import { decoder } from '../../src/schema/decode.ts';
import { LONG, describeBodyValidation } from './support/body-validation.ts';
import { expectError, expectNothingWritten, expectOk, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { JPEG_1X1, PNG_1X1, SVG_WITH_SCRIPT, TEXT_FILE, imageForm } from './support/images.ts';

const decodeAgent = decoder(Agent, { strict: false });

interface State {
  countryStateId: string;
  name: string;
}
interface Location {
  countryLocationId: string;
  name: string;
  latitude: number;
  longitude: number;
}

let server: TestServer;
let capital: State;
let capitalLocation: Location;
let otherState: State;
let otherLocation: Location;

async function locationsOf(state: State): Promise<Location[]> {
  const response = await server.api('GET', `/country-locations?countryState=${encodeURIComponent(state.countryStateId)}&limit=500`);
  return expectOk(response).data as Location[];
}

beforeAll(async () => {
  server = await startServer();
  const states = expectOk(await server.api('GET', '/country-states?limit=100')).data as State[];
  capital = states.find((state) => state.name === 'Distrito Capital') as State;
  otherState = states.find((state) => state.name === 'Zulia') ?? (states.find((state) => state !== capital) as State);
  capitalLocation = (await locationsOf(capital))[0] as Location;
  otherLocation = (await locationsOf(otherState))[0] as Location;
});
afterAll(async () => {
  await server?.close();
});

const profileBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  codeContactPhoneNumber: '58',
  contactPhoneNumber: '4121234567',
  countryState: capital.countryStateId,
  location: capitalLocation.countryLocationId,
  latitude: capitalLocation.latitude,
  longitude: capitalLocation.longitude,
  ...overrides,
});

async function completedTypes(token: string): Promise<number[]> {
  const body = expectOk(await server.api('GET', '/tasks-completed?limit=100', { token }));
  return (body.data as Array<{ type: number }>).map((task) => task.type).sort();
}

const me = async (token: string) => expectOk(await server.api('GET', '/auth/landlords', { token })).data;

describe('PUT /landlords', () => {
  it('completes the profile: phone, address names and ids, profileCompleted true', async () => {
    const { token, agent } = await signUp(server);
    const response = await server.api('PUT', '/landlords', { body: profileBody(), token });
    const body = expectOk(response);
    const decoded = decodeAgent(body.data);
    expect(decoded.ok, JSON.stringify(decoded)).toBe(true);
    expect(body.data).toMatchObject({
      agentId: agent.agentId,
      profileCompleted: true,
      address: {
        countryState: 'Distrito Capital',
        countryStateId: capital.countryStateId,
        location: capitalLocation.name,
        countryLocationId: capitalLocation.countryLocationId,
        latitude: capitalLocation.latitude,
        longitude: capitalLocation.longitude,
      },
      contactPhoneNumber: { code: '58', number: '4121234567' },
    });
    expect(body.data.contactPhoneNumber.fullNumber.replace(/\D/g, '')).toBe('584121234567');
    expect(await me(token)).toEqual(body.data);
  });

  it('records onboarding task 1 once, even after two updates', async () => {
    const { token } = await signUp(server);
    expect(await completedTypes(token)).toEqual([]);
    expectOk(await server.api('PUT', '/landlords', { body: profileBody(), token }));
    expect(await completedTypes(token)).toEqual([1]);
    const second = await server.api('PUT', '/landlords', {
      body: profileBody({
        countryState: otherState.countryStateId,
        location: otherLocation.countryLocationId,
        contactPhoneNumber: '4149876543',
      }),
      token,
    });
    expect(expectOk(second).data).toMatchObject({
      address: { countryState: otherState.name, location: otherLocation.name },
      contactPhoneNumber: { number: '4149876543' },
    });
    expect(await completedTypes(token)).toEqual([1]);
  });

  it('accepts a 14-digit number with another country code', async () => {
    const { token } = await signUp(server);
    const body = expectOk(
      await server.api('PUT', '/landlords', {
        body: profileBody({ codeContactPhoneNumber: '1', contactPhoneNumber: '12345678901234' }),
        token,
      }),
    );
    expect(body.data.contactPhoneNumber).toMatchObject({ code: '1', number: '12345678901234' });
  });

  it('three simultaneous updates: all succeed, task 1 recorded once', async () => {
    const { token } = await signUp(server);
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => server.api('PUT', '/landlords', { body: profileBody(), token })),
    );
    expect(responses.map((response) => response.status), responses.map((r) => r.text).join('\n')).toEqual([200, 200, 200]);
    expect(await completedTypes(token)).toEqual([1]);
  });

  it('changes only the caller’s profile', async () => {
    const other = await signUp(server);
    const { token } = await signUp(server);
    expectOk(await server.api('PUT', '/landlords', { body: profileBody(), token }));
    expect(await me(other.token)).toMatchObject({ profileCompleted: false, contactPhoneNumber: null });
    expect(await completedTypes(other.token)).toEqual([]);
  });

  it.each([
    ['a locality of another state', () => ({ location: otherLocation.countryLocationId })],
    ['an unknown state', () => ({ countryState: '00000000-0000-4000-8000-000000000000' })],
    ['an unknown locality', () => ({ location: '00000000-0000-4000-8000-000000000000' })],
  ])('VALIDATION_ERROR for %s: profile unchanged, no task recorded', async (_name, overrides) => {
    const { token } = await signUp(server);
    const before = await me(token);
    await expectNothingWritten(server, async () => {
      const response = await server.api('PUT', '/landlords', { body: profileBody(overrides()), token });
      expectError(response, 'VALIDATION_ERROR');
    });
    expect(await me(token)).toEqual(before);
    expect(await completedTypes(token)).toEqual([]);
  });
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/landlords',
  successStatus: 200,
  async prepare(target) {
    const { token } = await signUp(target);
    const before = expectOk(await target.api('GET', '/auth/landlords', { token })).data;
    return {
      body: profileBody(),
      token,
      async verifyUntouched() {
        expect(expectOk(await target.api('GET', '/auth/landlords', { token })).data).toEqual(before);
        expect(expectOk(await target.api('GET', '/tasks-completed', { token })).data).toEqual([]);
      },
    };
  },
  invalidValues: {
    codeContactPhoneNumber: [58, null, '', '+58', '12345', 'ab'],
    contactPhoneNumber: [4121234567, null, '', '412123456', '412123456789012', '41212345ab', '+584121234'],
    countryState: [1, null, '', {}],
    location: [1, null, '', []],
    latitude: ['10.5', null, 91, -91, true],
    longitude: ['-66.9', null, 181, -181],
  },
  overlong: {
    codeContactPhoneNumber: LONG.digits,
    contactPhoneNumber: LONG.digits,
    countryState: LONG.name,
    location: LONG.name,
  },
});

describe('PUT /landlords/avatar', () => {
  const uploadsFiles = async (): Promise<string[]> => {
    const found: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else found.push(full);
      }
    };
    await walk(server.config.dataDir);
    // The database files live in the data dir too; only count what is not the database.
    return found.filter((file) => !/app\.db(-wal|-shm|-journal)?$/.test(file));
  };

  const upload = (token: string, form: FormData) => server.api('PUT', '/landlords/avatar', { rawBody: form, token });

  it.each([
    ['a PNG', PNG_1X1, 'foto.png', 'image/png'],
    ['a JPEG', JPEG_1X1, 'foto.jpg', 'image/jpeg'],
  ] as const)('stores %s: avatarUrl under /uploads/, the same bytes downloadable there', async (_name, bytes, fileName, type) => {
    const { token } = await signUp(server);
    const body = expectOk(await upload(token, imageForm(bytes, fileName, type)));
    expect(decodeAgent(body.data).ok).toBe(true);
    const avatarUrl = body.data.avatarUrl as string;
    expect(new URL(avatarUrl, server.config.publicUrl).pathname).toMatch(/^\/uploads\//);
    // The client's file name is not trusted for the stored name.
    expect(avatarUrl).not.toContain(fileName);
    expect((await me(token)).avatarUrl).toBe(avatarUrl);

    const download = await server.fetchRaw(avatarUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(type);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('records onboarding task 2 once, even after two uploads, and replaces the avatar', async () => {
    const { token } = await signUp(server);
    const first = expectOk(await upload(token, imageForm(PNG_1X1, 'a.png', 'image/png'))).data.avatarUrl;
    expect(await completedTypes(token)).toEqual([2]);
    const second = expectOk(await upload(token, imageForm(JPEG_1X1, 'b.jpg', 'image/jpeg'))).data.avatarUrl;
    expect(second).not.toBe(first);
    expect(await completedTypes(token)).toEqual([2]);
    expect((await me(token)).avatarUrl).toBe(second);
    // The replaced photo is not kept around.
    expect((await server.fetchRaw(first)).status).toBe(404);
    expect((await server.fetchRaw(second)).status).toBe(200);
  });

  it('three simultaneous uploads: all succeed, task 2 recorded once', async () => {
    const { token } = await signUp(server);
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => upload(token, imageForm(PNG_1X1, 'a.png', 'image/png'))),
    );
    expect(responses.map((response) => response.status), responses.map((r) => r.text).join('\n')).toEqual([200, 200, 200]);
    expect(await completedTypes(token)).toEqual([2]);
    // Whichever upload won, its file is there.
    expect((await server.fetchRaw((await me(token)).avatarUrl)).status).toBe(200);
  });

  it('sniffs the bytes, not the name: a PNG sent as .jpg with a text content type is served as a PNG', async () => {
    const { token } = await signUp(server);
    const avatarUrl = expectOk(await upload(token, imageForm(PNG_1X1, 'foto.jpg', 'text/plain'))).data.avatarUrl;
    expect((await server.fetchRaw(avatarUrl)).headers.get('content-type')).toBe('image/png');
  });

  it('ignores a path in the file name: the file lands under uploads with a name of its own', async () => {
    const { token } = await signUp(server);
    const avatarUrl = expectOk(await upload(token, imageForm(PNG_1X1, '../../../../evil.png', 'image/png'))).data
      .avatarUrl as string;
    expect(avatarUrl).not.toContain('..');
    expect(avatarUrl).not.toContain('evil');
    expect((await uploadsFiles()).some((file) => file.includes('evil'))).toBe(false);
  });

  it.each([
    ['a text file renamed .png', TEXT_FILE, 'foto.png', 'image/png'],
    ['an SVG with a script renamed .png', SVG_WITH_SCRIPT, 'foto.png', 'image/png'],
    ['an SVG', SVG_WITH_SCRIPT, 'foto.svg', 'image/svg+xml'],
    ['an empty file', Buffer.alloc(0), 'foto.png', 'image/png'],
    ['a truncated PNG signature', PNG_1X1.subarray(0, 4), 'foto.png', 'image/png'],
  ] as const)('415 FILE_TYPE_INVALID for %s: nothing stored', async (_name, bytes, fileName, type) => {
    const { token } = await signUp(server);
    const filesBefore = await uploadsFiles();
    await expectNothingWritten(server, async () => {
      expectError(await upload(token, imageForm(bytes, fileName, type)), 'FILE_TYPE_INVALID');
    });
    expect(await uploadsFiles()).toEqual(filesBefore);
    expect((await me(token)).avatarUrl).toBeNull();
    expect(await completedTypes(token)).toEqual([]);
  });

  it('413 FILE_TOO_LARGE above 5 MB: nothing stored', async () => {
    const { token } = await signUp(server);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1024);
    PNG_1X1.copy(big);
    const filesBefore = await uploadsFiles();
    await expectNothingWritten(server, async () => {
      expectError(await upload(token, imageForm(big, 'grande.png', 'image/png')), 'FILE_TOO_LARGE');
    });
    expect(await uploadsFiles()).toEqual(filesBefore);
    expect((await me(token)).avatarUrl).toBeNull();
  });

  it.each([
    ['no file field', () => {
      const form = new FormData();
      form.append('nombre', 'foto');
      return { rawBody: form };
    }],
    ['the file under another field name', () => ({ rawBody: imageForm(PNG_1X1, 'foto.png', 'image/png', 'avatar') })],
    ['a JSON body', () => ({ body: { file: PNG_1X1.toString('base64') } })],
  ] as const)('400 VALIDATION_ERROR (or 415) for %s: nothing stored', async (_name, request) => {
    const { token } = await signUp(server);
    await expectNothingWritten(server, async () => {
      const response = await server.api('PUT', '/landlords/avatar', { ...request(), token });
      expect([400, 415], response.text).toContain(response.status);
      expect(['VALIDATION_ERROR', 'FILE_TYPE_INVALID']).toContain(response.body?.metadata.error?.type);
    });
    expect((await me(token)).avatarUrl).toBeNull();
  });

  it('two files in one request: a refusal (400), no avatar', async () => {
    const { token } = await signUp(server);
    const form = imageForm(PNG_1X1, 'a.png', 'image/png');
    form.append('file', new Blob([new Uint8Array(JPEG_1X1)], { type: 'image/jpeg' }), 'b.jpg');
    expectError(await upload(token, form), 'VALIDATION_ERROR');
    expect(await completedTypes(token)).toEqual([]);
    expect((await me(token)).avatarUrl).toBeNull();
  });
});
