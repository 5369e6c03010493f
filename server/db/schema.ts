import type { ColumnType, Insertable, Selectable } from 'kysely';

/**
 * Table types. Ids are UUID text, instants ISO-8601 text, so SQLite and PostgreSQL behave the
 * same. Booleans read back as 0/1 on SQLite and true/false on PostgreSQL: read them with `flag()`.
 */
type Flag = ColumnType<boolean | number, boolean, boolean>;

/** Issue 20: bytes of a stored file (storage-quota.ts); 0 by default. PostgreSQL integers read back as numbers. */
type SizeColumn = ColumnType<number, number | undefined, number>;

/** Issue 21: a row's version (ETag), 1 when inserted, bumped by each write that guards it. */
type VersionColumn = ColumnType<number, number | undefined, number>;

export interface AgentsTable {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  /** Issue 20: bytes of the stored avatar (0 without one, or stored before sizes were kept). */
  avatar_size_bytes: SizeColumn;
  sex: number | null;
  birth_date: string | null;
  description: string | null;
  phone_code: string | null;
  phone_number: string | null;
  country_state_id: string | null;
  country_location_id: string | null;
  latitude: number | null;
  longitude: number | null;
  profile_completed: Flag;
  accept_emails: Flag;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Issue 20: a connection that would replace the agent's account with a different one, kept until
 * the agent confirms (or for ten minutes): an Instagram code is single use, so its exchanged token
 * waits here instead of being asked for again. One per agent and provider.
 */
export interface MediaConnectPendingTable {
  agent_id: string;
  media_provider_id: string;
  /** SHA-256 of the code or short token the agent's callback sent: the confirmation must send the same. */
  credential_hash: string;
  account_id: string;
  account_name: string | null;
  token_sealed: string;
  token_expires_at: string | null;
  expires_at: string;
  created_at: string;
}

/** Issue 20: a data-deletion request from Meta's signed callback, answered by its confirmation code. */
export interface DataDeletionRequestsTable {
  code: string;
  media_provider_type: number;
  connections_deleted: number;
  created_at: string;
}

export interface SocialIdentitiesTable {
  id: string;
  agent_id: string;
  provider: string;
  subject: string;
  email: string | null;
  created_at: string;
}

export type TokenKind = 'access' | 'reset';

export interface AccessTokensTable {
  id: string;
  token_hash: string;
  agent_id: string;
  kind: TokenKind;
  created_at: string;
  expires_at: string;
  last_used_at: string;
  revoked_at: string | null;
  used_at: string | null;
  /** Issue 21: 'Chrome en Windows'; null when the User-Agent names nothing we know. */
  device: string | null;
  /** Issue 21: a coarse place known offline ('Red local'); never the address. */
  place: string | null;
  /** Issue 21: why it was revoked (see RevokeReason in server/auth/session.ts). */
  revoked_reason: string | null;
}

export interface CountryStatesTable {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface CountryLocationsTable {
  id: string;
  country_state_id: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface TaskTypesTable {
  id: string;
  type: number;
  name: string;
  relationship: number;
}

export interface MediaProvidersTable {
  id: string;
  type: number;
  name: string;
  image_url: string;
  /** JSON array of Spanish permission texts. */
  permissions: string;
}

/** An agent's connection to a media provider (issue 9); one per agent and provider. */
export interface MediaProviderAgentsTable {
  id: string;
  agent_id: string;
  media_provider_id: string;
  /** The account's id at the provider. */
  account_id: string;
  account_name: string | null;
  /** The provider's long-lived token, sealed (server/secrets/secret-box.ts); never answered or logged. */
  token_sealed: string;
  token_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TasksCompletedTable {
  id: string;
  agent_id: string;
  type: number;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON array of the links the message carries (the dev mailbox shows them). */
  links: string;
  created_at: string;
}

export interface TenantsTable {
  id: string;
  slug: string;
  first_name: string;
  last_name: string;
  /** Lowercased; unique when present. */
  email: string | null;
  /** Country code without '+'. */
  phone_code: string;
  /** Leading 0 dropped; unique with phone_code. */
  phone_number: string;
  document_type: number | null;
  document_number: string | null;
  sex: number;
  /** 'YYYY-MM-DD' */
  birth_date: string | null;
  country_state_id: string | null;
  country_location_id: string | null;
  avatar_url: string | null;
  /** Issue 20: bytes of the stored avatar (0 without one, or stored before sizes were kept). */
  avatar_size_bytes: SizeColumn;
  /** Lowercased, accent-stripped names, e-mail, phone and document, matched by substring. */
  search_text: string;
  /** Issue 21: bumped by every PUT /tenants/{id} (ETag "v{version}"). */
  version: VersionColumn;
  created_at: string;
  updated_at: string;
  /** The agent who created the person: the only one who may change its identity (issue 6). */
  owner_agent_id: string;
}

export interface TenantAgentsTable {
  tenant_id: string;
  agent_id: string;
  tenant_type: number;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface TenantActivitiesTable {
  id: string;
  tenant_id: string;
  agent_id: string;
  event_type: number;
  /** 1, 2, 3… per (tenant, agent). */
  idx: number;
  title: string;
  created_at: string;
}

export interface TasksTable {
  id: string;
  agent_id: string;
  tenant_id: string;
  task_type_id: string;
  title: string;
  description: string;
  status: number;
  priority: number;
  expired_at: string;
  created_at: string;
  completed_at: string | null;
  canceled_at: string | null;
  updated_at: string;
  /** Lowercased, accent-stripped title and description. */
  search_text: string;
}

export interface TaskAttachmentsTable {
  id: string;
  task_id: string;
  agent_id: string;
  file_name: string;
  /** '<uuid>.<ext>' under <dataDir>/uploads/attachments. */
  stored_name: string;
  size_bytes: number;
  extension: string;
  content_type: string;
  created_at: string;
}

/** Secrets the server generates for itself (the key that signs offline provider tokens). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Changes with anything an agent's customer list shows (set by triggers; migration-list-versions.ts). */
export interface CustomerListVersionsTable {
  agent_id: string;
  version: number;
}

// Issue 10: listings' reference data and property drafts (migration-property-drafts.ts).

export interface PropertyTypesTable {
  id: string;
  name: string;
  picture_url: string;
  position: number;
}

export interface PropertyEnviromentGroupsTable {
  id: string;
  name: string;
  position: number;
}

export type EnviromentCount = 'bedrooms' | 'bathrooms';

export interface PropertyEnviromentsTable {
  id: string;
  group_id: string;
  name: string;
  short_name: string;
  /** What the draft's counts add this environment's quantity to (refdata `counts`), or null. */
  counts: EnviromentCount | null;
  position: number;
}

export interface PropertyDetailCategoriesTable {
  id: string;
  name: string;
  position: number;
}

export interface PropertyDetailTypesTable {
  id: string;
  category_id: string;
  /** The code: WATER, PARKING, SIZE… */
  type: string;
  name: string;
  value_kind: 'number' | 'text';
  position: number;
}

export interface PropertyNearbyPlaceTypesTable {
  id: string;
  name: string;
  position: number;
}

export interface PropertyDraftsTable {
  id: string;
  agent_id: string;
  status: number;
  post_status: number | null;
  code: string | null;
  operation_type: number | null;
  /** Sanitised HTML. */
  description: string | null;
  property_type_id: string | null;
  price: number | null;
  address: string | null;
  country_state_id: string | null;
  country_location_id: string | null;
  latitude: number | null;
  longitude: number | null;
  thumbnail_url: string | null;
  thumbnail_size_bytes: SizeColumn;
  /** Folded address, locality, state and code, matched by substring. */
  search_text: string;
  /** Issue 21: bumped with every write of the draft or its parts (ETag "v{version}"). */
  version: VersionColumn;
  property_id: string | null;
  property_slug: string | null;
  created_at: string;
  updated_at: string;
  /** Issue 21: 1 once anything was written to the draft; 0 while it is as 'Nueva propiedad' made it. */
  touched: ColumnType<number, number | undefined, number>;
}

export interface PropertyDraftEnviromentsTable {
  id: string;
  draft_id: string;
  enviroment_id: string;
  quantity: number;
}

export interface PropertyDraftDetailsTable {
  id: string;
  draft_id: string;
  detail_type_id: string;
  value: string;
}

export interface PropertyDraftImagesTable {
  id: string;
  draft_id: string;
  /** '/uploads/property-images/<uuid>.<ext>' */
  image_url: string;
  image_type: string;
  enviroment_id: string | null;
  /** JSON array of ImageTag. */
  tags: string;
  position: number;
  /** Issue 20: bytes of the stored photo. */
  size_bytes: SizeColumn;
  created_at: string;
}

export interface PropertyDraftVideosTable {
  id: string;
  draft_id: string;
  /** '/uploads/property-videos/<uuid>.<ext>' */
  video_url: string;
  format: string;
  size_bytes: number;
  thumbnail_url: string | null;
  thumbnail_size_bytes: SizeColumn;
  created_at: string;
}

export interface PropertyDraftNearbyPlacesTable {
  id: string;
  draft_id: string;
  place_type_id: string;
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
  distance_km: number;
  walking_minutes: number;
  vehicle_minutes: number;
  created_at: string;
}

export type PostNetwork = 'instagram' | 'facebook';

export interface PropertyDraftPostsTable {
  id: string;
  draft_id: string;
  network: PostNetwork;
  /** JSON array of the draft's image ids, in the chosen order. */
  image_ids: string;
  caption: string;
  /** JSON array of hashtags, or null. */
  hashtags: string | null;
  /** JSON array of Facebook page ids (Facebook only). */
  pages_ids: string | null;
  status: number;
  /** Issue 20: PostFailureReason when the post failed for its channel; null otherwise. */
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}

export type PropertyRow = Selectable<PropertiesTable>;

/** Issue 11: the published copy of a draft (server/db/migration-publishing.ts). */
export interface PropertiesTable {
  id: string;
  property_draft_id: string;
  agent_id: string;
  slug: string;
  status: number;
  title: string | null;
  code: string | null;
  thumbnail_url: string | null;
  property_type_id: string | null;
  property_type: string | null;
  operation_type: number | null;
  price: number | null;
  size: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  /** JSON PropertyDraftAddress, or null. */
  address: string | null;
  search_text: string;
  /** JSON ListingContent. */
  listing: string;
  created_at: string;
  updated_at: string;
}

export type PublishingJobState = 'queued' | 'running' | 'done' | 'failed';

export interface PublishingJobsTable {
  id: string;
  property_draft_id: string;
  agent_id: string;
  state: PublishingJobState;
  /** JSON of the machine's persisted snapshot. */
  snapshot: string | null;
  lease_owner: string | null;
  lease_expires_at: string | null;
  attempts: number;
  run_after: string;
  created_at: string;
  updated_at: string;
  /** Issue 21: the network whose failed post this job retries alone; null for a publication. */
  retry_network: PostNetwork | null;
}
export type PublishingJobRow = Selectable<PublishingJobsTable>;

export interface PublishingPostsTable {
  id: string;
  property_draft_id: string;
  network: PostNetwork;
  /** '' for Instagram. */
  page_id: string;
  idempotency_key: string;
  status: number;
  external_id: string | null;
  attempted_at: string | null;
  created_at: string;
  updated_at: string;
  /** Issue 21: the post on the network, once published. */
  post_url: string | null;
  /** Issue 21: why the target failed (PostFailureReason), null otherwise. */
  failure_reason: string | null;
}
export type PublishingPostRow = Selectable<PublishingPostsTable>;

export interface OfflineSocialPostsTable {
  id: string;
  idempotency_key: string;
  network: PostNetwork;
  page_id: string | null;
  caption: string;
  /** JSON string[] */
  hashtags: string;
  /** JSON string[] */
  image_urls: string;
  property_draft_id: string;
  agent_id: string;
  status: number;
  created_at: string;
}

/** Issue 21: a create's answer kept under the agent's Idempotency-Key for 24 h. */
export interface IdempotencyKeysTable {
  agent_id: string;
  key: string;
  /** sha256 of method, path and body. */
  fingerprint: string;
  /** Null while the first request is creating. */
  status: number | null;
  body: string | null;
  etag: string | null;
  created_at: string;
}

export interface Database {
  tenants: TenantsTable;
  tenant_agents: TenantAgentsTable;
  tenant_activities: TenantActivitiesTable;
  tasks: TasksTable;
  task_attachments: TaskAttachmentsTable;
  agents: AgentsTable;
  social_identities: SocialIdentitiesTable;
  access_tokens: AccessTokensTable;
  country_states: CountryStatesTable;
  country_locations: CountryLocationsTable;
  task_types: TaskTypesTable;
  media_providers: MediaProvidersTable;
  media_provider_agents: MediaProviderAgentsTable;
  media_connect_pending: MediaConnectPendingTable;
  data_deletion_requests: DataDeletionRequestsTable;
  tasks_completed: TasksCompletedTable;
  outbox: OutboxTable;
  server_secrets: ServerSecretsTable;
  customer_list_versions: CustomerListVersionsTable;
  property_types: PropertyTypesTable;
  property_enviroment_groups: PropertyEnviromentGroupsTable;
  property_enviroments: PropertyEnviromentsTable;
  property_detail_categories: PropertyDetailCategoriesTable;
  property_detail_types: PropertyDetailTypesTable;
  property_nearby_place_types: PropertyNearbyPlaceTypesTable;
  property_drafts: PropertyDraftsTable;
  property_draft_enviroments: PropertyDraftEnviromentsTable;
  property_draft_details: PropertyDraftDetailsTable;
  property_draft_images: PropertyDraftImagesTable;
  property_draft_videos: PropertyDraftVideosTable;
  property_draft_nearby_places: PropertyDraftNearbyPlacesTable;
  property_draft_posts: PropertyDraftPostsTable;
  properties: PropertiesTable;
  publishing_jobs: PublishingJobsTable;
  publishing_posts: PublishingPostsTable;
  offline_social_posts: OfflineSocialPostsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type AgentRow = Selectable<AgentsTable>;
export type NewAgent = Insertable<AgentsTable>;
export type TenantRow = Selectable<TenantsTable>;
export type NewTenant = Insertable<TenantsTable>;
export type TaskRow = Selectable<TasksTable>;
export type TaskAttachmentRow = Selectable<TaskAttachmentsTable>;
export type AccessTokenRow = Selectable<AccessTokensTable>;
export type PropertyDraftRow = Selectable<PropertyDraftsTable>;

export const flag = (value: boolean | number): boolean => value === true || value === 1;
