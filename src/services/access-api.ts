import type { Agent, SignInBody, SignUpBody, SocialProvider } from '../schema/agent.ts';
import type { SignedIn } from './auth-api.ts';

export type { SignedIn } from './auth-api.ts';

/**
 * The calls of the access pages and of the session (spec 01 §7, Auth), for their machines. Each
 * loads the API client with its schemas (`auth-api.ts`: ky and effect/Schema, about 35 KB gzip)
 * on first use, so /login, /signup and /password-reset paint and hydrate without them (issue 7);
 * `preloadAccessApi` fetches that module ahead, as soon as a visitor starts on a form. Failures
 * are the client's own (an ApiFailure); a module that cannot be fetched rejects like a network
 * failure, which the machines read as SERVER_ERROR.
 */
const load = () => import('./auth-api.ts');

export const preloadAccessApi = (): void => {
  // The call that needs it reports a failure; an early fetch has no one to tell.
  load().catch(() => undefined);
};

export const signIn = async (body: SignInBody): Promise<SignedIn> => (await load()).signIn(body);

export const socialSignIn = async (provider: SocialProvider, accessToken: string): Promise<SignedIn> =>
  (await load()).socialSignIn(provider, accessToken);

export const signUp = async (body: SignUpBody): Promise<SignedIn> => (await load()).signUp(body);

export const socialSignUp = async (provider: SocialProvider, accessToken: string): Promise<SignedIn> =>
  (await load()).socialSignUp(provider, accessToken);

export const fetchCurrentAgent = async (): Promise<Agent> => (await load()).fetchCurrentAgent();

export const logout = async (): Promise<void> => (await load()).logout();

export const requestPasswordReset = async (emailAddress: string): Promise<void> =>
  (await load()).requestPasswordReset(emailAddress);

export const resetPassword = async (token: string, password: string): Promise<void> =>
  (await load()).resetPassword(token, password);
