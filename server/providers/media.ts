import type { FacebookPage } from '../../src/schema/media-provider.ts';

/**
 * The connections of spec 03 §7: an agent links an Instagram or Facebook account so that
 * publishing can later post for them. Each provider has a real adapter (used when its keys are
 * configured: instagram-connect.ts, facebook-connect.ts) and an offline one (media-offline.ts),
 * refused in production like the sign-in stand-ins.
 */

/** What a provider grants for a code or short token: the long-lived token the server keeps (encrypted). */
export interface ProviderGrant {
  /** The account's id at the provider (Instagram user id, Facebook user id). */
  readonly accountId: string;
  /** The account as the provider names it (Instagram username, Facebook name). */
  readonly accountName: string | null;
  /** The long-lived token: stored sealed, never answered, never logged. */
  readonly accessToken: string;
  readonly expiresAt: Date | null;
}

/** The agent a Facebook page list is for (the offline adapter names its pages after them). */
export interface PageOwner {
  readonly agentId: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface FacebookConnector {
  /** The long-lived grant for the login's short token; null when Facebook refuses it. */
  exchange(shortToken: string): Promise<ProviderGrant | null>;
  /** The pages the stored token manages; null when Facebook refuses the token (the agent connects again). */
  pages(accessToken: string, owner: PageOwner): Promise<FacebookPage[] | null>;
}

export interface InstagramConnector {
  /** Where the browser goes to authorize (GET /media-providers/instagram/url). */
  authorizationUrl(): string;
  /** The long-lived grant for the authorization code; null when Instagram refuses it. */
  exchange(authorizationCode: string): Promise<ProviderGrant | null>;
}

/** Null: the provider cannot be connected on this server (production without its keys). */
export interface MediaConnectors {
  readonly instagram: InstagramConnector | null;
  readonly facebook: FacebookConnector | null;
}
