import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadReferenceData } from './db/refdata.ts';
import { requireApiKey } from './http/api-key.ts';
import { attachHub, type HubSettings } from './hub/hub.ts';
import { answerClientError } from './http/client-errors.ts';
import { compressJsonAnswers } from './http/compression.ts';
import { fail } from './http/envelope.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { loggerOptions } from './http/logging.ts';
import { decodeRouteInput } from './http/route-input.ts';
import { catalogueRoutes } from './http/route-catalogue.ts';
import { createCredentialLimits } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { dataDeletionCallbackRoutes } from './routes/data-deletion-callback.ts';
import { createProviders } from './providers/index.ts';
import { createOfflineTokens } from './providers/offline-tokens.ts';
import { serverSecret } from './repositories/server-secrets.ts';
import { resolveSecretsKey } from './secrets/key.ts';
import { createSecretBox, type SecretBox } from './secrets/secret-box.ts';
import { apiDocsPageRoutes, openApiRoute } from './routes/api-docs.ts';
import { authRoutes } from './routes/auth.ts';
import { clientErrorRoutes } from './routes/client-error-reports.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.ts';
import { healthRoutes } from './routes/health.ts';
import { landlordRoutes } from './routes/landlords.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { mediaProviderRoutes } from './routes/media-providers.ts';
import { oauthConsentRoutes } from './routes/oauth-consent.ts';
import { listingReferenceRoutes } from './routes/listing-reference.ts';
import { referenceRoutes } from './routes/reference.ts';
import { spaRoutes } from './routes/spa.ts';
import { tasksCompletedRoutes } from './routes/tasks-completed.ts';
import { propertyDraftRoutes } from './routes/property-drafts.ts';
import { propertyRoutes } from './routes/properties.ts';
import { publishingRoutes } from './routes/publishing.ts';
import { devSocialPostsRoutes } from './routes/dev-social-posts.ts';
import type { HubNotifier } from './hub/notifier.ts';
import { createOfflineSocialPoster, unavailableSocialPoster } from './providers/social-posting.ts';
import { channelReader } from './publishing/channels.ts';
import { createPublishingWorker, type PublishingHooks } from './publishing/worker.ts';
import { taskRoutes } from './routes/tasks.ts';
import { tenantRoutes } from './routes/tenants.ts';
import { isUploadReferenced } from './repositories/uploads.ts';
import { closeUnreadUploads } from './storage/receive-upload.ts';
import { sweepUntouchedDrafts } from './storage/draft-sweep.ts';
import { sweepTempUploads } from './storage/temp-sweep.ts';
import { ATTACHMENT_MAX_BYTES, TEMP_SWEEP_INTERVAL_MS } from './storage/upload-limits.ts';
import { ownerOnlyStorage } from './storage/private-files.ts';

export interface AppOptions {
  /** Injectable clock, for token expiry tests. */
  now?: () => Date;
  /** The built SPA to serve (default: the project's dist/); tests serve a small build of their own. */
  distDir?: string;
  /** The live hub's clocks and limits (pings, timeouts, connections per agent); tests change them. */
  hub?: Partial<HubSettings>;

  /** Issue 11: where the publishing worker's live messages go (the hub's notifier; silent by default). */
  notifier?: HubNotifier;
  /** Issue 11, tests only: where a crash test stops the process, or a lease test watches claims. */
  publishingHooks?: PublishingHooks;
}

const JSON_BODY_LIMIT = 512 * 1024;

/** Opens the database, migrates it, loads the reference data and returns the ready (not listening) app. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    ...loggerOptions(config.logLevel),
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count trusts that many proxies in front of us (what Fastify does with a number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A URL the router refuses (malformed escape, overlong path parameter) is bad input like any
    // other: the envelope's 400, not the framework's bare 400/414.
    frameworkErrors: (error, request, reply) => {
      // Refused before the hooks run, so the request id is set here.
      reply.header('x-request-id', request.id);
      fail(reply, 'VALIDATION_ERROR', error.message);
    },
    clientErrorHandler: answerClientError,
  });

  // Before anything writes into them: the data folder and database are readable by their owner only.
  for (const { path: loose, was, error } of ownerOnlyStorage(config)) {
    if (error === null) app.log.warn({ path: loose, was }, 'readable by other users: narrowed to its owner only');
    else app.log.warn({ path: loose, was, error }, 'readable by other users and could not be narrowed: chmod it to its owner only');
  }
  // Before the database: a malformed or unreadable key stops the start with nothing opened.
  const secrets = await secretsBox(app, config);
  const { db, engine } = openDatabase(config.databaseUrl, (message) => app.log.warn(message));
  app.addHook('onClose', async () => db.destroy());
  try {
    await migrateToLatest(db);
    const counts = await loadReferenceData(db);
    app.log.info({ engine, ...counts }, 'database ready');
    await sweepUploadsNowAndLater(app, config.dataDir, db, now);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const offlineTokens = createOfflineTokens(await serverSecret(db, 'offline-tokens', now().toISOString()), now);

  installErrorHandler(app);
  acceptEmptyJsonBodies(app);
  registerSecurityHeaders(app, config);
  await app.register(rateLimit, { global: false });
  // Each upload route passes its own file limit; these are the ceiling for any multipart body: one
  // file and nothing else.
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1, fieldSize: 0 } });
  closeUnreadUploads(app);
  requireApiKey(app, config.apiKey);
  // The live hub (app.hub) after the app-wide hooks, so its negotiate route has them, and before
  // the routes, which send through its notifier.
  const hub = await attachHub(app, { config, db, now }, options.hub).catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });
  const providers = createProviders(config, db, app.log, now, offlineTokens);
  const context: AppContext = { config, db, engine, now, secrets, providers, notifier: hub.notifier };

  // Issue 20: the worker reads the agent's channels again before each post, as the publish route did.
  const channels = channelReader(context, app.log);
  // Issue 11: publishing runs in every instance; the lease in the database keeps one job to one worker.
  const publishing = createPublishingWorker({
    db,
    now,
    notifier: options.notifier ?? hub.notifier,
    poster: config.production ? unavailableSocialPoster : createOfflineSocialPoster(db, now, config.offlinePostDelayMs),
    publicUrl: config.publicUrl,
    channels,
    log: app.log,
    leaseMs: config.publishing.leaseMs,
    pollMs: config.publishing.pollMs,
    hooks: options.publishingHooks,
  });
  app.addHook('onReady', async () => publishing.start());
  // Before the database closes (onClose): the jobs persist their step and give their leases back.
  app.addHook('preClose', async () => publishing.stop());

  await app.register(
    async (api) => {
      catalogueRoutes(app, api);
      decodeRouteInput(api);
      await compressJsonAnswers(api);
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      const limits = createCredentialLimits(api, context);
      authRoutes(api, context, limits);
      landlordRoutes(api, context, limits);
      sessionRoutes(api, context, limits);
      referenceRoutes(api, context);
      listingReferenceRoutes(api, context);
      tasksCompletedRoutes(api, context);
      mediaProviderRoutes(api, context);
      tenantRoutes(api, context);
      taskRoutes(api, context);
      propertyDraftRoutes(api, context);
      publishingRoutes(api, context, publishing, channels);
      propertyRoutes(api, context);
      openApiRoute(api, app);
      clientErrorRoutes(api, context);
    },
    { prefix: '/rest/v1' },
  );

  healthRoutes(app, context);
  await dataDeletionCallbackRoutes(app, context);
  apiDocsPageRoutes(app);
  if (!config.production) devMailboxRoutes(app, context);
  if (!config.production) oauthConsentRoutes(app, context);
  if (!config.production) devSocialPostsRoutes(app, context);
  await spaRoutes(app, context, options.distDir);

  return app;
}

/**
 * The box that seals provider tokens: SECRETS_KEY, or the data folder's key file (made on the
 * first start, reused after). Said once in the log where the key came from, never the key.
 */
async function secretsBox(app: FastifyInstance, config: Config): Promise<SecretBox> {
  const resolved = await resolveSecretsKey(config.secretsKey, config.dataDir);
  const box = createSecretBox(resolved.key);
  if (resolved.created) app.log.info({ file: resolved.file, keyId: box.keyId }, 'secrets key generated (keep it with the data folder; SECRETS_KEY replaces it)');
  if (resolved.looseMode) app.log.warn({ file: resolved.file }, 'the secrets key file is readable by other users: chmod 600 it');
  return box;
}

/**
 * Finishes or clears what a crash left among the temp uploads, at start and then every few
 * minutes (leftovers too fresh to delete at start go on a later round).
 */
async function sweepUploadsNowAndLater(app: FastifyInstance, dataDir: string, db: Db, now: () => Date): Promise<void> {
  const sweep = async (): Promise<void> => {
    const result = await sweepTempUploads(dataDir, (folder, storedName) => isUploadReferenced(db, folder, storedName));
    if (result.placed + result.deleted > 0) app.log.info(result, 'temp uploads swept');
    // Issue 21: and the empty drafts 'Nueva propiedad' made that nobody wrote to for a day.
    const drafts = await sweepUntouchedDrafts(db, dataDir, now());
    if (drafts > 0) app.log.info({ drafts }, 'untouched drafts removed');
  };
  await sweep();
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.error({ err: error }, 'temp upload sweep failed'));
  }, TEMP_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/**
 * A JSON content type with no body (DELETE /logout, PUT …/completed from some clients) reads as
 * "no body" instead of a parse error; the route's own decoder decides whether it needed one.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
