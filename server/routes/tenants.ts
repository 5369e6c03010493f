import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { COMPLETED_TASK } from '../../src/schema/reference.ts';
import { PHONE_CODE_PATTERN, TENANTS_PAGE_SIZE, ACTIVITIES_PAGE_SIZE, normaliseEmail, normaliseTenantPhone } from '../../src/schema/rules.ts';
import {
  ActivitiesQuery,
  LinkTenantBody,
  TENANT_ACTIVITY_EVENT,
  TENANT_STATUS,
  TenantBody,
  TenantUpdateBody,
  TenantsQuery,
  type TenantStatus,
} from '../../src/schema/tenant.ts';
import { authenticate } from '../auth/session.ts';
import { isoNow, type AppContext } from '../context.ts';
import { uniqueViolationTarget, type Queryable } from '../db/database.ts';
import { decodeBody, decodeEmptyBody, decodeQuery } from '../http/decode.ts';
import { createAnswerCache } from '../http/answer-cache.ts';
import { ok } from '../http/envelope.ts';
import { ifMatchAllows, ifMatchOf, sendETag, versionETag } from '../http/etag.ts';
import { idempotentCreates } from '../http/idempotency.ts';
import { ApiFailure } from '../http/failure.ts';
import { lookupRateLimit } from '../http/lookup-limit.ts';
import { recordTaskCompleted } from '../repositories/tasks-completed.ts';
import { locationBelongsToState } from '../repositories/reference.ts';
import {
  appendActivity,
  changedIdentity,
  findLink,
  findTenantByEmail,
  findTenantById,
  findTenantByPhone,
  findTenantView,
  findTenantViewBySlug,
  insertLink,
  insertTenant,
  listActivities,
  slugExists,
  tenantLookup,
  updateLink,
  replaceTenantAvatar,
  updateTenantPerson,
  type PersonUpdate,
} from '../repositories/tenants.ts';
import { customerListVersion, listTenantViews } from '../repositories/tenant-list.ts';
import { foldText, identitySearches, slugFor, tenantSearchText } from '../repositories/text.ts';
import { receiveAvatar, removeStoredUpload } from '../storage/avatars.ts';
import { storeAfterCommit } from '../storage/upload-files.ts';

const tenantBody = decodeBody(TenantBody);
const tenantUpdateBody = decodeBody(TenantUpdateBody);
const linkTenantBody = decodeBody(LinkTenantBody);
const tenantsQuery = decodeQuery(TenantsQuery);
const activitiesQuery = decodeQuery(ActivitiesQuery);

export const tenantNotFound = () => new ApiFailure('TENANT_NOT_FOUND', 'No such customer');
const phoneInUse = () => new ApiFailure('PHONE_NUMBER_IN_USE', 'This phone number belongs to another customer');
const emailInUse = () => new ApiFailure('EMAIL_IN_USE', 'This e-mail address belongs to another customer');
/** The caller is linked (a stranger gets TENANT_NOT_FOUND), so saying why leaks nothing. */
const identityReadOnly = (fields: readonly string[] = []) =>
  new ApiFailure(
    'TENANT_IDENTITY_READ_ONLY',
    `Only the agent who created this customer may change their personal data${fields.length > 0 ? ` (${fields.join(', ')})` : ''}`,
  );

/** A lost race on a unique column answers the same typed error the check before the write would have. */
const uniquenessFailure = (error: unknown): unknown => {
  const target = uniqueViolationTarget(error);
  if (target === null) return error;
  if (target.includes('phone')) return phoneInUse();
  if (target.includes('email')) return emailInUse();
  return error;
};

/** Issue 21: the PUT's If-Match names a version the customer no longer has (another tab saved). */
const tenantChanged = () => new ApiFailure('TENANT_CHANGED', 'The customer changed since the version this write was made from (If-Match): read it again');

const collapseSpaces = (value: string): string => value.trim().replace(/\s+/g, ' ');

/** The body as stored: trimmed names, lowercased e-mail, phone without its leading 0, empty document → null. */
function personFrom(body: TenantBody, now: string): PersonUpdate {
  const firstName = collapseSpaces(body.firstName);
  const lastName = collapseSpaces(body.lastName);
  const email = body.emailAddress === null ? null : normaliseEmail(body.emailAddress);
  const phoneNumber = normaliseTenantPhone(body.phoneNumber);
  const documentNumber = body.documentNumber?.trim() || null;
  const identity = {
    first_name: firstName,
    last_name: lastName,
    email,
    phone_code: body.codePhoneNumber,
    phone_number: phoneNumber,
    document_type: body.documentType,
    document_number: documentNumber,
  };
  return {
    ...identity,
    sex: body.sex,
    birth_date: body.birthDate,
    country_state_id: body.countryState,
    country_location_id: body.location,
    search_text: tenantSearchText(identity),
    updated_at: now,
  };
}

async function checkAddress(db: Queryable, body: TenantBody): Promise<void> {
  if (body.location !== null) {
    if (body.countryState === null || !(await locationBelongsToState(db, body.location, body.countryState))) {
      throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: location: Expected a locality of the chosen countryState');
    }
  } else if (body.countryState !== null) {
    const state = await db.selectFrom('country_states').select('id').where('id', '=', body.countryState).executeTakeFirst();
    if (state === undefined) throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: countryState: Unknown state');
  }
}

async function checkUniqueness(db: Queryable, person: PersonUpdate, exceptTenantId?: string): Promise<void> {
  const phone = [{ code: person.phone_code, number: person.phone_number }];
  if ((await findTenantByPhone(db, phone, exceptTenantId)) !== undefined) throw phoneInUse();
  if (person.email != null && (await findTenantByEmail(db, person.email, exceptTenantId)) !== undefined) throw emailInUse();
}

/** Every way '584121234567' splits into a code of 1–4 digits and a number (its leading 0 dropped). */
export function phoneCandidates(codeAndNumber: string): { code: string; number: string }[] {
  if (!/^[0-9]{2,22}$/.test(codeAndNumber)) return [];
  const candidates: { code: string; number: string }[] = [];
  for (let length = 1; length <= 4 && length < codeAndNumber.length; length++) {
    const code = codeAndNumber.slice(0, length);
    if (!PHONE_CODE_PATTERN.test(code)) continue;
    candidates.push({ code, number: normaliseTenantPhone(codeAndNumber.slice(length)) });
  }
  return candidates;
}

/** A search that looks like a phone number is also tried as digits without a leading 0. */
const phoneDigitsOf = (search: string): string | null =>
  /^[0-9+\-\s().]+$/.test(search) ? normaliseTenantPhone(search.replace(/[^0-9]/g, '')) || null : null;

/** /tenants: the agent's customers (shared people, linked per agent; DECISIONS.md). */
export function tenantRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config, engine } = context;
  const limitLookup = lookupRateLimit(app, config);
  // Pages of the customer list as sent, under the agent's list version (issue 7).
  const listAnswers = createAnswerCache();
  const idempotent = idempotentCreates(context);

  const linkedTenant = async (agentId: string, tenantId: string) => {
    const tenant = await findTenantView(db, agentId, tenantId);
    if (tenant === undefined) throw tenantNotFound();
    return tenant;
  };

  /** The person's identity is the creating agent's alone (issue 6); call after the linked check. */
  const requireIdentityOwner = async (agentId: string, tenantId: string) => {
    const owner = await db.selectFrom('tenants').select('owner_agent_id').where('id', '=', tenantId).executeTakeFirst();
    if (owner?.owner_agent_id !== agentId) throw identityReadOnly();
  };

  /** Link + activity 1 + the onboarding task "first customer", in the caller's transaction. */
  const linkToAgent = async (trx: Queryable, tenantId: string, agentId: string, tenantType: number, now: string) => {
    await insertLink(trx, { tenant_id: tenantId, agent_id: agentId, tenant_type: tenantType, status: TENANT_STATUS.Active, created_at: now, updated_at: now });
    await appendActivity(trx, tenantId, agentId, TENANT_ACTIVITY_EVENT.TenantAdded, now);
    await recordTaskCompleted(trx, agentId, COMPLETED_TASK.TenantCreated, now);
  };

  app.get('/tenants', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const query = tenantsQuery(request);
    const search = query.searchQuery === undefined ? '' : foldText(query.searchQuery.trim());
    const page = { limit: query.limit ?? TENANTS_PAGE_SIZE, offset: query.offset ?? 0 };
    const filters = {
      type: query.type,
      status: query.status ?? TENANT_STATUS.Active,
      search: search === '' ? null : search,
      phoneDigits: search === '' ? null : phoneDigitsOf(search),
      identity: search === '' ? [] : identitySearches(search),
    };
    // Read before the page: a kept answer is never older than the version it is kept under.
    const version = await customerListVersion(db, agentId);
    const key = JSON.stringify([agentId, version, filters.type ?? null, filters.status, filters.search, page.limit, page.offset]);
    return listAnswers.send(reply, key, async () => {
      const { items, total } = await listTenantViews(db, agentId, filters, page);
      return { data: items, metadata: { pagination: { ...page, total } } };
    });
  });

  /** The person's version (issue 21), read before the view so the ETag is never newer than the body. */
  const tenantVersion = async (tenantId: string): Promise<number> =>
    (await db.selectFrom('tenants').select('version').where('id', '=', tenantId).executeTakeFirst())?.version ?? 1;

  app.get<{ Params: { slug: string } }>('/tenants/slug/:slug', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const found = await findTenantViewBySlug(db, agentId, request.params.slug);
    if (found === undefined) throw tenantNotFound();
    // The customer's form opens from this answer: its ETag too (read before the body it goes with).
    const version = await tenantVersion(found.tenantId);
    return ok(sendETag(reply, version), await linkedTenant(agentId, found.tenantId));
  });

  app.get<{ Params: { number: string } }>('/tenants/phone-number/:number', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    if (await limitLookup(request, reply, agentId)) return reply;
    // '+58 412-123 4567' as typed reads as its digits.
    const row = await findTenantByPhone(db, phoneCandidates(request.params.number.replace(/[+\s().-]/g, '')));
    if (row === undefined) throw tenantNotFound();
    const linked = (await findLink(db, row.id, agentId)) !== undefined;
    return ok(reply, tenantLookup(row, linked, 'phone'));
  });

  app.get<{ Params: { email: string } }>('/tenants/email/:email', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    if (await limitLookup(request, reply, agentId)) return reply;
    const row = await findTenantByEmail(db, normaliseEmail(request.params.email));
    if (row === undefined) throw tenantNotFound();
    const linked = (await findLink(db, row.id, agentId)) !== undefined;
    return ok(reply, tenantLookup(row, linked, 'email'));
  });

  app.get<{ Params: { id: string } }>('/tenants/:id', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const version = await tenantVersion(request.params.id);
    return ok(sendETag(reply, version), await linkedTenant(agentId, request.params.id));
  });

  app.post('/tenants', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = tenantBody(request);
    const now = isoNow(context);
    const person = personFrom(body, now);
    await checkAddress(db, body);
    // Issue 21: with an Idempotency-Key, a repeat answers the first customer (not PHONE_NUMBER_IN_USE).
    return idempotent(request, reply, agentId, async () => {
      await checkUniqueness(db, person);
      const tenantId = randomUUID();
      let slug = slugFor(person.first_name, person.last_name);
      while (await slugExists(db, slug)) slug = slugFor(person.first_name, person.last_name);
      try {
        await db.transaction().execute(async (trx) => {
          await insertTenant(trx, { ...person, id: tenantId, slug, avatar_url: null, created_at: now, owner_agent_id: agentId });
          await linkToAgent(trx, tenantId, agentId, body.tenantType, now);
        });
      } catch (error) {
        throw uniquenessFailure(error);
      }
      return { status: 201, data: await linkedTenant(agentId, tenantId), etag: versionETag(1) };
    });
  });

  /**
   * The owner changes the person and their link's type. A linked agent who did not create the
   * person may send the same body (the form sends every field): accepted when every identity field
   * equals what is stored, and then only their link's type changes; any difference is refused and
   * nothing is written. Checked again inside the transaction, against the locked row, so an
   * identity changed meanwhile cannot slip through.
   */
  app.put<{ Params: { id: string } }>('/tenants/:id', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = tenantUpdateBody(request);
    const tenantId = request.params.id;
    if (body.tenantId !== tenantId) throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: tenantId: Expected the id of the path');
    const view = await linkedTenant(agentId, tenantId);
    const now = isoNow(context);
    const person = personFrom(body, now);
    const isOwner = view.identityEditable;
    if (isOwner) {
      await checkAddress(db, body);
      await checkUniqueness(db, person, tenantId);
    }
    const ifMatch = ifMatchOf(request);
    let version: number;
    try {
      version = await db.transaction().execute(async (trx) => {
        if ((await findLink(trx, tenantId, agentId, engine)) === undefined) throw tenantNotFound();
        const stored = await findTenantById(trx, tenantId, engine);
        if (stored === undefined) throw tenantNotFound();
        if (!ifMatchAllows(ifMatch, versionETag(stored.version))) throw tenantChanged();
        // Checked and bumped in one statement too (the row is locked on PostgreSQL; SQLite has one writer).
        const bumped = await trx
          .updateTable('tenants')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('id', '=', tenantId)
          .where('version', '=', stored.version)
          .executeTakeFirst();
        if (Number(bumped.numUpdatedRows) !== 1) throw tenantChanged();
        if (stored.owner_agent_id === agentId) {
          await updateTenantPerson(trx, tenantId, person);
        } else {
          const changed = changedIdentity(stored, person);
          if (changed.length > 0) throw identityReadOnly(changed);
        }
        await updateLink(trx, tenantId, agentId, { tenant_type: body.tenantType, updated_at: now });
        return stored.version + 1;
      });
    } catch (error) {
      throw uniquenessFailure(error);
    }
    return ok(sendETag(reply, version), await linkedTenant(agentId, tenantId));
  });

  app.put<{ Params: { id: string } }>('/tenants/:id/avatar', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const tenantId = request.params.id;
    await linkedTenant(agentId, tenantId);
    // The photo is identity: refused before the body is read (the owner never changes, so this holds).
    await requireIdentityOwner(agentId, tenantId);
    const stored = await receiveAvatar(request, config.dataDir, agentId);
    const previous = await storeAfterCommit(stored.file, () =>
      db.transaction().execute(async (trx) => {
        if ((await findLink(trx, tenantId, agentId)) === undefined) throw tenantNotFound();
        return replaceTenantAvatar(trx, tenantId, { url: stored.url, sizeBytes: stored.sizeBytes, quota: config.storageQuotaBytes, agentId }, isoNow(context), engine);
      }),
    );
    if (previous !== null) await removeStoredUpload(config.dataDir, previous);
    return ok(reply, await linkedTenant(agentId, tenantId));
  });

  app.post<{ Params: { id: string } }>('/tenants/:id/agents', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = linkTenantBody(request);
    const tenantId = request.params.id;
    if ((await findTenantById(db, tenantId)) === undefined) throw tenantNotFound();
    const alreadyLinked = () => new ApiFailure('TENANT_AGENT_ALREADY_EXIST', 'The customer is already in your list');
    if ((await findLink(db, tenantId, agentId)) !== undefined) throw alreadyLinked();
    try {
      await db.transaction().execute((trx) => linkToAgent(trx, tenantId, agentId, body.tenantType, isoNow(context)));
    } catch (error) {
      const target = uniqueViolationTarget(error);
      // The link's primary key, or the first activity's index: someone linked it a moment ago.
      if (target !== null) throw alreadyLinked();
      throw error;
    }
    return ok(reply, await linkedTenant(agentId, tenantId), {}, 201);
  });

  app.get<{ Params: { id: string } }>('/tenants/:id/activities', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const query = activitiesQuery(request);
    await linkedTenant(agentId, request.params.id);
    const page = { limit: query.limit ?? ACTIVITIES_PAGE_SIZE, offset: query.offset ?? 0 };
    const { items, total } = await listActivities(db, request.params.id, agentId, page);
    return ok(reply, items, { pagination: { ...page, total } });
  });

  const statusRoute = (path: string, status: TenantStatus) =>
    app.put<{ Params: { id: string } }>(path, async (request, reply) => {
      const { agentId } = await authenticate(context, request);
      decodeEmptyBody(request);
      const tenantId = request.params.id;
      await db.transaction().execute(async (trx) => {
        const link = await findLink(trx, tenantId, agentId, engine);
        if (link === undefined) throw tenantNotFound();
        // Repeating the change is a no-op: no second activity.
        if (link.status === status) return;
        const now = isoNow(context);
        await updateLink(trx, tenantId, agentId, { status, updated_at: now });
        const event = status === TENANT_STATUS.Filed ? TENANT_ACTIVITY_EVENT.TenantFiled : TENANT_ACTIVITY_EVENT.TenantEnabled;
        await appendActivity(trx, tenantId, agentId, event, now);
      });
      return ok(reply, await linkedTenant(agentId, tenantId));
    });
  statusRoute('/tenants/:id/disabled', TENANT_STATUS.Filed);
  statusRoute('/tenants/:id/enabled', TENANT_STATUS.Active);
}
