/**
 * Issue 7: the customer list's pages are kept in memory per server under the agent's list
 * version, which triggers change in the writing transaction. Two servers share one database here,
 * as two instances would: each write goes through one, each read through the other, after that
 * other has kept the page, so a write that failed to move the version shows up as a stale page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, tenantUpdateBody, type TenantData } from './support/customers.ts';
import { createTestEnvironment, expectOk, signUp, startServerIn, type TestEnvironment, type TestServer } from './harness.ts';
import { PNG_1X1, imageForm } from './support/images.ts';

let environment: TestEnvironment;
let writer: TestServer;
let reader: TestServer;
beforeAll(async () => {
  environment = await createTestEnvironment();
  writer = await startServerIn(environment);
  reader = await startServerIn(environment);
});
afterAll(async () => {
  await writer?.close();
  await reader?.close();
  await environment?.dispose();
});

type Listed = TenantData & { readonly avatarUrl: string | null; readonly tenantType: number };

async function list(token: string, query = ''): Promise<Listed[]> {
  return expectOk(await reader.api('GET', `/tenants${query}`, { token })).data as Listed[];
}

/** Reads the page twice (the second from memory), runs the write, and returns the page after it. */
async function afterWrite(token: string, write: () => Promise<unknown>, query = ''): Promise<Listed[]> {
  await list(token, query);
  await list(token, query);
  await write();
  return list(token, query);
}

describe('the customer list kept in memory follows every write, on every instance', () => {
  it('a new customer, an edit, a photo, archive and activate', async () => {
    const agent = await signUp(writer);
    const first = await createTenant(writer, agent.token);
    expect((await list(agent.token)).map((t) => t.tenantId)).toEqual([first.tenantId]);

    const second = await afterWrite(agent.token, () => createTenant(writer, agent.token));
    expect(second).toHaveLength(2);

    const renamed = await afterWrite(agent.token, async () =>
      expectOk(await writer.api('PUT', `/tenants/${first.tenantId}`, { body: tenantUpdateBody(first, { firstName: 'Renombrado' }), token: agent.token })),
    );
    expect(renamed.find((t) => t.tenantId === first.tenantId)?.firstName).toBe('Renombrado');

    const withPhoto = await afterWrite(agent.token, async () =>
      expectOk(await writer.api('PUT', `/tenants/${first.tenantId}/avatar`, { rawBody: imageForm(PNG_1X1, 'cara.png', 'image/png'), token: agent.token })),
    );
    expect(withPhoto.find((t) => t.tenantId === first.tenantId)?.avatarUrl).not.toBeNull();

    const archived = await afterWrite(agent.token, async () => expectOk(await writer.api('PUT', `/tenants/${first.tenantId}/disabled`, { token: agent.token })));
    expect(archived.map((t) => t.tenantId)).not.toContain(first.tenantId);

    await list(agent.token, '?status=2');
    const activated = await afterWrite(agent.token, async () => expectOk(await writer.api('PUT', `/tenants/${first.tenantId}/enabled`, { token: agent.token })), '?status=2');
    expect(activated.map((t) => t.tenantId)).not.toContain(first.tenantId);
    expect((await list(agent.token)).map((t) => t.tenantId)).toContain(first.tenantId);
  });

  it("the owner's edit reaches the list of every agent linked to the person; a link reaches the linking agent's", async () => {
    const owner = await signUp(writer);
    const linked = await signUp(writer);
    const person = await createTenant(writer, owner.token);
    const afterLink = await afterWrite(linked.token, async () =>
      expectOk(await writer.api('POST', `/tenants/${person.tenantId}/agents`, { body: { tenantType: 3 }, token: linked.token }), 201),
    );
    expect(afterLink.map((t) => t.tenantId)).toEqual([person.tenantId]);

    const renamed = await afterWrite(linked.token, async () =>
      expectOk(await writer.api('PUT', `/tenants/${person.tenantId}`, { body: tenantUpdateBody(person, { lastName: 'Cambiado Por Dueño' }), token: owner.token })),
    );
    expect(renamed[0]?.lastName).toBe('Cambiado Por Dueño');
    expect(renamed[0]?.tenantType).toBe(3);
  });

  it("one agent's writes leave another agent's kept pages alone, and no page crosses agents", async () => {
    const a = await signUp(writer);
    const b = await signUp(writer);
    const ofB = await createTenant(writer, b.token);
    const before = await list(b.token);
    await createTenant(writer, a.token);
    expect(await list(b.token)).toEqual(before);
    expect((await list(a.token)).map((t) => t.tenantId)).not.toContain(ofB.tenantId);
  });
});
