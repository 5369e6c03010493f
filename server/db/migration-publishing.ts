import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely<unknown>;

/**
 * Issue 11: publishing. `properties` is the published copy of a draft (list columns for the
 * filters and cards, the frozen listing as JSON); one per draft (`property_draft_id` unique), so
 * a job that runs again finds the property it made. `publishing_jobs` is the queue: one row per
 * draft, claimed with a lease (owner + expiry) by one worker at a time, holding the publishing
 * machine's persisted snapshot. `publishing_posts` are the social effects: a row per network and
 * page with its idempotency key, written before the provider is called. `offline_social_posts`
 * is what the offline simulator received (the /dev/social-posts page), unique by key.
 */
export const publishing: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('properties')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('property_draft_id', 'text', (c) => c.notNull().unique().references('property_drafts.id').onDelete('cascade'))
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('code', 'text')
      .addColumn('thumbnail_url', 'text')
      .addColumn('property_type_id', 'text')
      .addColumn('property_type', 'text')
      .addColumn('operation_type', 'integer')
      .addColumn('price', 'integer')
      .addColumn('size', 'double precision')
      .addColumn('bedrooms', 'integer')
      .addColumn('bathrooms', 'integer')
      // PropertyDraftAddress as JSON (names frozen at publish time), or null.
      .addColumn('address', 'text')
      // Folded address, locality, state and code, matched by substring (the list's search).
      .addColumn('search_text', 'text', (c) => c.notNull())
      // ListingContent as JSON: what the property view renders.
      .addColumn('listing', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('properties_agent_status_idx').on('properties').columns(['agent_id', 'status', 'created_at']).execute();
    await db.schema.createIndex('properties_agent_created_idx').on('properties').columns(['agent_id', 'created_at']).execute();

    await db.schema
      .createTable('publishing_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('property_draft_id', 'text', (c) => c.notNull().unique().references('property_drafts.id').onDelete('cascade'))
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      // 'queued' | 'running' | 'done' | 'failed'
      .addColumn('state', 'text', (c) => c.notNull())
      // The machine's getPersistedSnapshot() as JSON; null until its first step.
      .addColumn('snapshot', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('lease_expires_at', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('run_after', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('publishing_jobs_claim_idx').on('publishing_jobs').columns(['state', 'run_after']).execute();

    await db.schema
      .createTable('publishing_posts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('property_draft_id', 'text', (c) => c.notNull().references('property_drafts.id').onDelete('cascade'))
      // 'instagram' | 'facebook'
      .addColumn('network', 'text', (c) => c.notNull())
      // The Facebook page; '' for Instagram (a portable unique key needs a value).
      .addColumn('page_id', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      // SocialPostStatus: 1 Pending (not answered yet), 2 Published, 3 Failed.
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('external_id', 'text')
      // Set just before each call: a Pending row with a time was maybe sent (the key makes resending safe).
      .addColumn('attempted_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('publishing_posts_draft_network_page_key', ['property_draft_id', 'network', 'page_id'])
      .execute();

    await db.schema
      .createTable('offline_social_posts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('network', 'text', (c) => c.notNull())
      .addColumn('page_id', 'text')
      .addColumn('caption', 'text', (c) => c.notNull())
      // JSON arrays.
      .addColumn('hashtags', 'text', (c) => c.notNull())
      .addColumn('image_urls', 'text', (c) => c.notNull())
      .addColumn('property_draft_id', 'text', (c) => c.notNull())
      .addColumn('agent_id', 'text', (c) => c.notNull())
      // 2 Published or 3 Failed: what the simulator answered.
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('offline_social_posts_created_idx').on('offline_social_posts').column('created_at').execute();
  },

  async down(db: AnyDb) {
    for (const table of ['offline_social_posts', 'publishing_posts', 'publishing_jobs', 'properties']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/**
 * Issue 20: why a draft's post failed, when it was its channel (the network disconnected, or the
 * page no longer managed, between publish and the post): the publishing page says so. Null for a
 * post that did not fail, or that the network itself refused.
 */
export const postFailureReason: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('property_draft_posts').addColumn('failure_reason', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('property_draft_posts').dropColumn('failure_reason').execute();
  },
};

/**
 * Issue 21: the truth about every post, with a retry. `publishing_posts` keep the post's address
 * on the network (`post_url`, once published) and why a target failed (`failure_reason`, the same
 * codes as the draft's post); `publishing_jobs.retry_network` marks a job that retries one
 * network's failed post alone (null: the whole publication).
 */
export const postRetry: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('publishing_posts').addColumn('post_url', 'text').execute();
    await db.schema.alterTable('publishing_posts').addColumn('failure_reason', 'text').execute();
    await db.schema.alterTable('publishing_jobs').addColumn('retry_network', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('publishing_jobs').dropColumn('retry_network').execute();
    await db.schema.alterTable('publishing_posts').dropColumn('failure_reason').execute();
    await db.schema.alterTable('publishing_posts').dropColumn('post_url').execute();
  },
};
