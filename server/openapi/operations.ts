import * as Schema from 'effect/Schema';
import {
  Agent,
  AgentProfileBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  SignInBody,
  SignUpBody,
  SocialTokenBody,
  UpdateAgentBody,
} from '../../src/schema/agent.ts';
import { ClientErrorReceipt, ClientErrorReport } from '../../src/schema/client-error.ts';
import { AgentSession, PasswordChangeBody, PasswordStatus, SessionsClosed } from '../../src/schema/session.ts';
import { PageQuery } from '../../src/schema/common.ts';
import {
  DataDeletionRequest,
  FacebookConnectBody,
  FacebookPage,
  InstagramAuthorizationUrl,
  InstagramConnectBody,
  MediaProviderAgent,
  MediaProviderReplacement,
} from '../../src/schema/media-provider.ts';
import {
  DraftBasicBody,
  DraftDetailBody,
  DraftEnviromentBody,
  DraftImageBody,
  DraftLocationBody,
  DraftNearbyPlaceBody,
  FacebookPostBody,
  InstagramPostBody,
  PropertyDraft,
  PropertyDraftSummary,
  PropertyDraftsQuery,
} from '../../src/schema/property-draft.ts';
import { PropertiesQuery, Property, PropertySummary } from '../../src/schema/property.ts';
import {
  PropertyDetailCategory,
  PropertyDetailType,
  PropertyDetailTypesQuery,
  PropertyEnviromentGroup,
  PropertyNearbyPlaceType,
  PropertyType,
  ReferenceSearchQuery,
} from '../../src/schema/property-reference.ts';
import { CountryLocation, CountryLocationsQuery, CountryState, MediaProvider, TaskCompleted, TaskType, TaskTypesQuery } from '../../src/schema/reference.ts';
import { Task, TaskAttachment, TaskBody, TaskUpdateBody, TasksQuery } from '../../src/schema/task.ts';
import { ActivitiesQuery, LinkTenantBody, Tenant, TenantActivity, TenantBody, TenantLookup, TenantUpdateBody, TenantsQuery } from '../../src/schema/tenant.ts';

/**
 * The schemas the document names (components.schemas): the entities and bodies a reader looks up.
 * A schema not listed here is written inline where it is used.
 */
export const NAMED_SCHEMAS: Readonly<Record<string, Schema.Top>> = {
  Agent, SignInBody, SocialTokenBody, SignUpBody, PasswordResetRequestBody, PasswordResetBody, UpdateAgentBody, AgentProfileBody,
  AgentSession, PasswordChangeBody,
  CountryState, CountryLocation, TaskType, TaskCompleted, MediaProvider,
  PropertyType, PropertyEnviromentGroup, PropertyDetailCategory, PropertyDetailType, PropertyNearbyPlaceType,
  MediaProviderAgent, InstagramConnectBody, FacebookConnectBody, FacebookPage, InstagramAuthorizationUrl, MediaProviderReplacement, DataDeletionRequest,
  Tenant, TenantLookup, TenantActivity, TenantBody, TenantUpdateBody, LinkTenantBody,
  Task, TaskAttachment, TaskBody, TaskUpdateBody,
  PropertyDraft, PropertyDraftSummary, DraftBasicBody, DraftEnviromentBody, DraftLocationBody, DraftImageBody, DraftDetailBody,
  DraftNearbyPlaceBody, InstagramPostBody, FacebookPostBody,
  PropertySummary, Property,
  ClientErrorReport, ClientErrorReceipt,
};

/** A multipart upload: one file in the field `file`, plus these text fields. */
export interface Upload {
  readonly description: string;
  readonly fields?: Readonly<Record<string, string>>;
}

export interface Operation {
  readonly tag: string;
  readonly summary: string;
  /** 'bearer' (default): `Authorization: Bearer <accessToken>`; 'optional': read when sent; 'none': the API key only; 'public': not even that. */
  readonly auth?: 'bearer' | 'optional' | 'none' | 'public';
  readonly body?: Schema.Top;
  readonly upload?: Upload;
  readonly query?: Schema.Struct<Schema.Struct.Fields>;
  /** `data` of the success envelope; an array of it when `list`. */
  readonly data: Schema.Top;
  readonly list?: boolean;
  /** Status of the success answer (200 unless said). */
  readonly status?: number;
  /** The answer carries metadata.authorization (the access token of a new session). */
  readonly signsIn?: boolean;
  /** Where the answer is not the envelope (this document itself). */
  readonly raw?: boolean;
}

const op = (tag: string, summary: string, rest: Omit<Operation, 'tag' | 'summary'>): Operation => ({ tag, summary, ...rest });
const Null = Schema.Null;
const draft = (summary: string, rest: Omit<Operation, 'tag' | 'summary' | 'data'> = {}): Operation =>
  op('Property drafts', summary, { data: PropertyDraft, ...rest });
const image = { description: 'A JPEG, PNG, WebP or GIF of at most 15 MB (stored without EXIF/GPS)' };

/**
 * Every /rest/v1 route, as registered (method and pattern, without the prefix), with what it
 * takes and answers. tests/api/openapi.test.ts fails while a registered route is missing here or
 * an entry here is not registered: a new route is one line.
 */
export const OPERATIONS: Readonly<Record<string, Operation>> = {
  'GET /openapi.json': op('Documentation', 'This OpenAPI 3.1 document', { auth: 'public', data: Schema.Unknown, raw: true }),
  'POST /client-errors': op('Operations', 'Report an error the SPA met (logged with the request id; rate limited)', {
    auth: 'optional', body: ClientErrorReport, data: ClientErrorReceipt, status: 202,
  }),

  'POST /auth/landlords': op('Access', 'Sign in with e-mail and password', { auth: 'none', body: SignInBody, data: Agent, signsIn: true }),
  'POST /auth/landlords/providers/google': op('Access', 'Sign in with Google', { auth: 'none', body: SocialTokenBody, data: Agent, signsIn: true }),
  'POST /auth/landlords/providers/facebook': op('Access', 'Sign in with Facebook', { auth: 'none', body: SocialTokenBody, data: Agent, signsIn: true }),
  'GET /auth/landlords': op('Access', 'The signed-in agent (checks the token)', { data: Agent }),
  'DELETE /auth/landlords/logout': op('Access', 'Sign out (revokes the token)', { data: Null }),
  'POST /auth/landlords/password-reset': op('Access', 'Mail a password-reset link', { auth: 'none', body: PasswordResetRequestBody, data: Null }),
  'PUT /auth/landlords/password-reset': op('Access', "Set a new password (the reset link's token as bearer)", { body: PasswordResetBody, data: Null }),
  'GET /auth/landlords/sessions': op('Access', "The agent's active sessions, one per signed-in device (most recently used first)", { data: AgentSession, list: true }),
  'DELETE /auth/landlords/sessions/:id': op('Access', "End one of the agent's sessions (its next call: SESSION_REVOKED; the caller's own: a logout)", { data: Null }),
  'DELETE /auth/landlords/sessions': op('Access', "End every other session of the agent ('Cerrar las demás')", { data: SessionsClosed }),
  'GET /auth/landlords/password': op('Access', 'Whether the agent has a password (a social sign-up has none)', { data: PasswordStatus }),
  'PUT /auth/landlords/password': op('Access', 'Change the password (or set a first one); every other session ends', { body: PasswordChangeBody, data: Null }),
  'POST /landlords': op('Account', 'Sign up', { auth: 'none', body: SignUpBody, data: Agent, signsIn: true, status: 201 }),
  'POST /landlords/providers/google': op('Account', 'Sign up with Google', { auth: 'none', body: SocialTokenBody, data: Agent, signsIn: true, status: 201 }),
  'POST /landlords/providers/facebook': op('Account', 'Sign up with Facebook', { auth: 'none', body: SocialTokenBody, data: Agent, signsIn: true, status: 201 }),
  'PUT /landlords': op('Account', "Update the agent's account", { body: UpdateAgentBody, data: Agent }),
  'PUT /landlords/profile': op('Account', "Update the agent's public profile (onboarding)", { body: AgentProfileBody, data: Agent }),
  'PUT /landlords/avatar': op('Account', "Replace the agent's photo", { upload: { description: 'An image of at most 5 MB' }, data: Agent }),

  'GET /country-states': op('Reference data', 'Venezuelan states', { auth: 'none', query: PageQuery, data: CountryState, list: true }),
  'GET /country-locations': op('Reference data', 'Localities, by state', { auth: 'none', query: CountryLocationsQuery, data: CountryLocation, list: true }),
  'GET /tasks-types': op('Reference data', 'Task types', { auth: 'none', query: TaskTypesQuery, data: TaskType, list: true }),
  'GET /property-types': op('Reference data', 'Property types', { auth: 'none', query: ReferenceSearchQuery, data: PropertyType, list: true }),
  'GET /property-enviroments': op('Reference data', 'Environments, in groups', { auth: 'none', query: ReferenceSearchQuery, data: PropertyEnviromentGroup, list: true }),
  'GET /property-details/categories': op('Reference data', 'Detail categories', { auth: 'none', query: ReferenceSearchQuery, data: PropertyDetailCategory, list: true }),
  'GET /property-details/types': op('Reference data', 'Detail types', { auth: 'none', query: PropertyDetailTypesQuery, data: PropertyDetailType, list: true }),
  'GET /property-nearby-places/types': op('Reference data', 'Nearby place types', { auth: 'none', query: ReferenceSearchQuery, data: PropertyNearbyPlaceType, list: true }),
  'GET /tasks-completed': op('Account', "The agent's completed onboarding tasks", { query: PageQuery, data: TaskCompleted, list: true }),

  'GET /media-providers': op('Media providers', 'Providers this server offers', { auth: 'none', data: MediaProvider, list: true }),
  'GET /media-providers/agents': op('Media providers', "The agent's connections", { data: MediaProviderAgent, list: true }),
  'POST /media-providers/agents/instagram': op('Media providers', 'Connect Instagram (authorization code)', { body: InstagramConnectBody, data: MediaProviderAgent, status: 201 }),
  'POST /media-providers/agents/facebook': op('Media providers', 'Connect Facebook (short-lived token)', { body: FacebookConnectBody, data: MediaProviderAgent, status: 201 }),
  'GET /media-providers/facebook/pages': op('Media providers', 'The Facebook pages the agent manages', { data: FacebookPage, list: true }),
  'DELETE /media-providers/agents/:mediaProviderId': op('Media providers', 'Disconnect a provider', { data: Null }),
  'GET /media-providers/agents/instagram/replacement': op('Media providers', 'The connected and the waiting Instagram account (after a 409)', { data: MediaProviderReplacement }),
  'GET /media-providers/agents/facebook/replacement': op('Media providers', 'The connected and the waiting Facebook account (after a 409)', { data: MediaProviderReplacement }),
  'GET /media-providers/data-deletion/:confirmationCode': op('Media providers', "A data-deletion request's status, by its confirmation code", { auth: 'none', data: DataDeletionRequest }),
  'GET /media-providers/instagram/url': op('Media providers', "Instagram's authorization URL", { data: InstagramAuthorizationUrl }),

  'GET /tenants': op('Customers', "The agent's customers", { query: TenantsQuery, data: Tenant, list: true }),
  'GET /tenants/slug/:slug': op('Customers', 'A customer by slug', { data: Tenant }),
  'GET /tenants/phone-number/:number': op('Customers', 'Look a person up by phone (code and number)', { data: TenantLookup }),
  'GET /tenants/email/:email': op('Customers', 'Look a person up by e-mail', { data: TenantLookup }),
  'GET /tenants/:id': op('Customers', 'A customer', { data: Tenant }),
  'POST /tenants': op('Customers', 'Create a customer', { body: TenantBody, data: Tenant, status: 201 }),
  'PUT /tenants/:id': op('Customers', 'Update a customer', { body: TenantUpdateBody, data: Tenant }),
  'PUT /tenants/:id/avatar': op('Customers', "Replace a customer's photo", { upload: { description: 'An image of at most 5 MB' }, data: Tenant }),
  'POST /tenants/:id/agents': op('Customers', 'Add an existing person to the agent’s customers', { body: LinkTenantBody, data: Tenant, status: 201 }),
  'GET /tenants/:id/activities': op('Customers', "A customer's activity history", { query: ActivitiesQuery, data: TenantActivity, list: true }),
  'PUT /tenants/:id/disabled': op('Customers', 'Archive a customer', { data: Tenant }),
  'PUT /tenants/:id/enabled': op('Customers', 'Activate an archived customer', { data: Tenant }),

  'GET /agents/tasks': op('Tasks', "The agent's tasks", { query: TasksQuery, data: Task, list: true }),
  'GET /tenants/:tenantId/tasks': op('Tasks', "A customer's tasks", { query: TasksQuery, data: Task, list: true }),
  'GET /tenants/:tenantId/tasks/:taskId': op('Tasks', 'A task', { data: Task }),
  'POST /tenants/:tenantId/tasks': op('Tasks', 'Create a task', { body: TaskBody, data: Task, status: 201 }),
  'PUT /tenants/:tenantId/tasks/:taskId': op('Tasks', 'Update a task', { body: TaskUpdateBody, data: Task }),
  'DELETE /tenants/:tenantId/tasks/:taskId': op('Tasks', 'Delete a task', { data: Null }),
  'PUT /tenants/:tenantId/tasks/:taskId/completed': op('Tasks', 'Complete a task', { data: Task }),
  'PUT /tenants/:tenantId/tasks/:taskId/canceled': op('Tasks', 'Cancel a task', { data: Task }),
  'PUT /tenants/:tenantId/tasks/:taskId/in-progress': op('Tasks', 'Put a task back in progress', { data: Task }),
  'POST /tenants/:tenantId/tasks/:taskId/attachments': op('Tasks', 'Attach a file to a task', {
    upload: { description: 'A document or image of at most 10 MB' }, data: TaskAttachment, status: 201,
  }),
  'DELETE /tenants/:tenantId/tasks/:taskId/attachments/:attachmentId': op('Tasks', 'Remove an attachment', { data: Null }),

  'GET /property-drafts': op('Property drafts', "The agent's drafts", { query: PropertyDraftsQuery, data: PropertyDraftSummary, list: true }),
  'GET /property-drafts/:id': draft('A draft'),
  'POST /property-drafts': draft('Create an empty draft', { status: 201 }),
  'PUT /property-drafts/:id': draft('Save the basics (title, type, operation, price…)', { body: DraftBasicBody }),
  'DELETE /property-drafts/:id': op('Property drafts', 'Delete a pending draft and its files (409 while publishing or published)', { data: Null }),
  'PUT /property-drafts/:id/enviroments/:enviromentId': draft("Set an environment's quantity", { body: DraftEnviromentBody }),
  'PUT /property-drafts/:id/location': draft('Set the address and coordinates', { body: DraftLocationBody }),
  'PUT /property-drafts/:id/details': draft('Set a detail (or service, rule)', { body: DraftDetailBody }),
  'DELETE /property-drafts/:id/details/:detailTypeId': draft('Remove a detail'),
  'PUT /property-drafts/:id/nearby-places': draft('Add or update a nearby place', { body: DraftNearbyPlaceBody }),
  'DELETE /property-drafts/:id/nearby-places/:placeId': draft('Remove a nearby place'),
  'PUT /property-drafts/:id/instagram': draft('Save the Instagram post', { body: InstagramPostBody }),
  'PUT /property-drafts/:id/facebook': draft('Save the Facebook post', { body: FacebookPostBody }),
  'DELETE /property-drafts/:id/instagram': draft('Remove the Instagram post'),
  'DELETE /property-drafts/:id/facebook': draft('Remove the Facebook post'),
  'PUT /property-drafts/:id/publish': draft(
    'Publish: re-checks the pre-publish validation, moves the draft to Publishing and queues its job; the steps arrive on the hub group PROPERTY_DRAFT_PUBLISHING_{id}',
  ),

  'GET /properties': op('Properties', "The agent's published properties", { query: PropertiesQuery, data: PropertySummary, list: true }),
  'GET /properties/:id': op('Properties', 'A published property with its frozen listing and agent', { data: Property }),
  'POST /properties/:id/posts/:network/retry': op(
    'Properties',
    "Issue 21: retry a failed post on one network (instagram, facebook) alone, once; 409 POST_NOT_RETRYABLE when it has not failed. The step's outcome arrives on PROPERTY_DRAFT_PUBLISHING_{draftId}",
    { data: Property },
  ),
  'POST /property-drafts/:id/thumbnail': draft('Upload the cover image', { upload: image }),
  'DELETE /property-drafts/:id/thumbnail': draft('Remove the cover image'),
  'POST /property-drafts/:id/images': draft('Add a photo', { upload: { ...image, fields: { imageType: 'STATIC' } } }),
  'PUT /property-drafts/:id/images/:imageId': draft("Update a photo's environment, order and tags", { body: DraftImageBody }),
  'DELETE /property-drafts/:id/images/:imageId': draft('Remove a photo'),
  'POST /property-drafts/:id/videos': draft('Upload the video', { upload: { description: 'An MP4, MOV or WebM of at most 200 MB' } }),
  'PUT /property-drafts/:id/videos/thumbnail': draft("Replace the video's thumbnail", { upload: image }),
  'DELETE /property-drafts/:id/videos': draft('Remove the video'),
};
