import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PROVIDER_TYPE } from '../../src/schema/media-provider.ts';
import { isoNow, type AppContext } from '../context.ts';
import { ApiFailure } from '../http/failure.ts';
import { verifySignedRequest } from '../providers/signed-request.ts';
import { findMediaProviderByType } from '../repositories/media-providers.ts';
import { deleteConnectionsOfAccount, insertDeletionRequest } from '../repositories/media-trust.ts';

const FORM_LIMIT_BYTES = 16 * 1024;

type DeletionProvider = 'facebook' | 'instagram';

/**
 * Meta's data-deletion callbacks (issue 20): `POST /facebook/data-delete` and `POST
 * /instagram/data-delete`, the same addresses as the pages a person reads (the answer's `url`
 * points there with `?code=`), so the app dashboard needs one address per network. Outside /rest:
 * Meta sends no API key and a form body. The signature is checked with the provider's app secret
 * (FACEBOOK_APP_SECRET, INSTAGRAM_CLIENT_SECRET); without it there is nothing to check a request
 * against, so every request is refused (Meta cannot call a server that has no app anyway).
 */
export async function dataDeletionCallbackRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context;
  const secrets: Record<DeletionProvider, string | null> = { facebook: config.facebookAppSecret, instagram: config.instagramClientSecret };
  const types = { facebook: MEDIA_PROVIDER_TYPE.Facebook, instagram: MEDIA_PROVIDER_TYPE.Instagram } as const;

  await app.register(async (scope) => {
    // Encapsulated: only these two routes read form bodies.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    });

    for (const provider of ['facebook', 'instagram'] as const) {
      scope.post(`/${provider}/data-delete`, { bodyLimit: FORM_LIMIT_BYTES }, async (request, reply) => {
        const secret = secrets[provider];
        if (secret === null) throw new ApiFailure('DATA_DELETION_REQUEST_INVALID', 'No app secret is configured to verify a signed_request');
        const body = request.body as Record<string, unknown> | undefined;
        const signed = typeof body?.signed_request === 'string' ? body.signed_request : '';
        const outcome = verifySignedRequest(signed, secret);
        if (!outcome.ok) throw new ApiFailure('DATA_DELETION_REQUEST_INVALID', `Invalid signed_request: ${outcome.reason}`);

        const code = randomBytes(16).toString('base64url');
        const mediaProvider = await findMediaProviderByType(db, types[provider]);
        const connectionsDeleted = await db.transaction().execute(async (trx) => {
          const deleted = mediaProvider === undefined ? 0 : await deleteConnectionsOfAccount(trx, mediaProvider.mediaProviderId, outcome.userId);
          await insertDeletionRequest(trx, { code, type: types[provider], connectionsDeleted: deleted, createdAt: isoNow(context) });
          return deleted;
        });
        request.log.info({ provider, connectionsDeleted }, 'data-deletion request from the provider');
        const url = `${config.publicUrl}/${provider}/data-delete?${new URLSearchParams({ code }).toString()}`;
        return reply.code(200).header('cache-control', 'no-store').send({ url, confirmation_code: code });
      });
    }
  });
}
