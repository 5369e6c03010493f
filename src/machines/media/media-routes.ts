/**
 * The addresses of the media-connection flows (spec 03 §2 "Social connection screens",
 * "Data-deletion pages"), built once for the machines and the views. Plain functions of their
 * arguments, unit-tested in tests/unit/media-routes.test.ts. They live beside the machines, which
 * may not import src/views (paths.ts links to them instead of building them again).
 */

/** The two networks an agent connects (MediaProvider type 2 and 3). */
export type ConnectableProvider = 'instagram' | 'facebook';

/** Where a connection or a disconnection started: the grids' `from`, and the property editor's post tool. */
export type ConnectionOrigin = 'onboarding' | 'account' | 'property-editor';

const ORIGINS: readonly ConnectionOrigin[] = ['onboarding', 'account', 'property-editor'];

export const connectionOrigin = (value: string | null): ConnectionOrigin | null =>
  ORIGINS.find((origin) => origin === value) ?? null;

const withQuery = (path: string, query: Record<string, string | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** Onboarding step 3, which a completed profile may revisit only with from=async_media (spec 01 §2). */
export const onboardingConnectPath = (): string => withQuery('/onboarding', { step: '3', from: 'async_media' });

export const accountIntegrationsPath = (): string => withQuery('/account', { section: 'integrations' });

/** The property editor opened on its Facebook post tool (spec 03 §2). */
export const propertyEditorFacebookPath = (propertyDraftId: string): string =>
  withQuery(`/property-editor/${encodeURIComponent(propertyDraftId)}/create`, { section: 'facebook' });

/**
 * What the Facebook login hands the callback route: the short token, the state this tab stored
 * for it (issue 20), and where the connection started.
 */
export const facebookCallbackPath = ({
  accessToken,
  state,
  from,
  contextId = null,
}: {
  accessToken: string;
  state: string;
  from: ConnectionOrigin;
  contextId?: string | null;
}): string => withQuery('/oauth/authorize/facebook', { access_token: accessToken, state, from, context_id: contextId });

/**
 * The data-deletion page; `from` picks its button's destination, `disconnected` says the grid has
 * just disconnected (the page then shows the outcome instead of asking again).
 */
export const dataDeletionPath = ({
  provider,
  from = null,
  disconnected = false,
}: {
  provider: ConnectableProvider;
  from?: ConnectionOrigin | null;
  disconnected?: boolean;
}): string => withQuery(`/${provider}/data-delete`, { from, disconnected: disconnected ? '1' : null });

/** Where the Instagram callback returns by default, and what a grid stores before leaving for Instagram. */
export const returnPathFor = (from: ConnectionOrigin, contextId: string | null = null): string => {
  if (from === 'account') return accountIntegrationsPath();
  if (from === 'property-editor' && contextId) return withQuery(`/property-editor/${encodeURIComponent(contextId)}/create`, { section: 'instagram' });
  return onboardingConnectPath();
};

/**
 * Where a callback sends the agent 3 s after connecting (spec 03 §2). Facebook: the property
 * editor's Facebook tool when from=property-editor with a context_id, the account's integrations
 * when from=account, else onboarding step 3 with from=async_media. Instagram: the target stored
 * before leaving (already checked to be a path of this site), else onboarding step 3.
 */
export const callbackTarget = ({
  provider,
  from,
  contextId,
  storedTarget,
}: {
  provider: ConnectableProvider;
  from: ConnectionOrigin | null;
  contextId: string | null;
  storedTarget: string | null;
}): string => {
  if (provider === 'instagram') return storedTarget ?? onboardingConnectPath();
  if (from === 'property-editor' && contextId) return propertyEditorFacebookPath(contextId);
  if (from === 'account') return accountIntegrationsPath();
  return onboardingConnectPath();
};

/** Where the data-deletion page's button goes (spec 03: home, or account settings when from=account). */
export const dataDeletionReturnPath = (from: ConnectionOrigin | null): string => {
  if (from === 'account') return accountIntegrationsPath();
  if (from === 'onboarding') return onboardingConnectPath();
  return '/';
};
