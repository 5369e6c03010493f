import * as Schema from 'effect/Schema';
import { Agent, type SignInBody, type SignUpBody, type SocialProvider, type UpdateAgentBody } from '../schema/agent.ts';
import { CountryLocation, CountryState, TaskCompleted, TaskType, type TaskRelationship } from '../schema/reference.ts';
import { defaultApiClient, serverError, type ApiAnswer, type ApiClient } from './api-client.ts';
import { Ignored, page, type Page, type PageParams } from './api-pages.ts';

export type { Page, PageParams } from './api-pages.ts';

/** One function per call of spec 01 §7 (Auth, Agents, Reference data). Each rejects with an ApiFailure. */

/** What sign-in and sign-up hand the session: the agent and the token to keep in the cookie. */
export interface SignedIn {
  readonly agent: Agent;
  readonly accessToken: string;
}


const signedIn = ({ data, metadata }: ApiAnswer<Agent>): SignedIn => {
  // A success without a token cannot start a session: treat it like any unreadable answer.
  if (metadata.authorization === undefined) throw serverError();
  return { agent: data, accessToken: metadata.authorization.accessToken };
};

/** `recaptchaToken` only after the server answered RECAPTCHA_REQUIRED; the spec's call otherwise. */
export const signIn = async (
  body: SignInBody,
  client: ApiClient = defaultApiClient(),
): Promise<SignedIn> => signedIn(await client.send({ method: 'post', path: '/auth/landlords', json: body, sessionless: true }, Agent));

export const socialSignIn = async (
  provider: SocialProvider,
  accessToken: string,
  client: ApiClient = defaultApiClient(),
): Promise<SignedIn> =>
  signedIn(await client.send({ method: 'post', path: `/auth/landlords/providers/${provider}`, json: { accessToken }, sessionless: true }, Agent));

export const fetchCurrentAgent = async (client: ApiClient = defaultApiClient()): Promise<Agent> =>
  (await client.send({ method: 'get', path: '/auth/landlords' }, Agent)).data;

export const logout = async (client: ApiClient = defaultApiClient()): Promise<void> => {
  await client.send({ method: 'delete', path: '/auth/landlords/logout', sessionless: true }, Ignored);
};

/** The e-mail goes as typed (spec 01 §5). */
export const requestPasswordReset = async (emailAddress: string, client: ApiClient = defaultApiClient()): Promise<void> => {
  await client.send({ method: 'post', path: '/auth/landlords/password-reset', json: { emailAddress }, sessionless: true }, Ignored);
};

/** The reset token of the e-mailed link is the bearer, not the cookie's token. */
export const resetPassword = async (
  token: string,
  password: string,
  client: ApiClient = defaultApiClient(),
): Promise<void> => {
  await client.send({ method: 'put', path: '/auth/landlords/password-reset', json: { password }, bearer: token }, Ignored);
};

export const signUp = async (body: SignUpBody, client: ApiClient = defaultApiClient()): Promise<SignedIn> =>
  signedIn(await client.send({ method: 'post', path: '/landlords', json: body, sessionless: true }, Agent));

export const socialSignUp = async (
  provider: SocialProvider,
  accessToken: string,
  client: ApiClient = defaultApiClient(),
): Promise<SignedIn> =>
  signedIn(await client.send({ method: 'post', path: `/landlords/providers/${provider}`, json: { accessToken }, sessionless: true }, Agent));

export const updateAgent = async (body: UpdateAgentBody, client: ApiClient = defaultApiClient()): Promise<Agent> =>
  (await client.send({ method: 'put', path: '/landlords', json: body }, Agent)).data;

export const uploadAvatar = async (file: Blob, client: ApiClient = defaultApiClient()): Promise<Agent> => {
  const body = new FormData();
  body.append('file', file);
  return (await client.send({ method: 'put', path: '/landlords/avatar', body }, Agent)).data;
};

export const countryStates = async (
  params: PageParams = {},
  client: ApiClient = defaultApiClient(),
): Promise<Page<CountryState>> =>
  page(await client.send({ method: 'get', path: '/country-states', searchParams: { ...params } }, Schema.Array(CountryState)));

export const countryLocations = async (
  params: PageParams & { readonly countryState?: string },
  client: ApiClient = defaultApiClient(),
): Promise<Page<CountryLocation>> =>
  page(
    await client.send({ method: 'get', path: '/country-locations', searchParams: { ...params } }, Schema.Array(CountryLocation)),
  );

export const tasksCompleted = async (
  params: PageParams = {},
  client: ApiClient = defaultApiClient(),
): Promise<Page<TaskCompleted>> =>
  page(await client.send({ method: 'get', path: '/tasks-completed', searchParams: { ...params } }, Schema.Array(TaskCompleted)));

export const taskTypes = async (
  params: PageParams & { readonly relationship?: TaskRelationship } = {},
  client: ApiClient = defaultApiClient(),
): Promise<Page<TaskType>> =>
  page(await client.send({ method: 'get', path: '/tasks-types', searchParams: { ...params } }, Schema.Array(TaskType)));
