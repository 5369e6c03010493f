import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely<unknown>;

/**
 * Issue 10: the listings' reference data and the property drafts with everything the editor
 * attaches to them. Reference rows keep the order of their file (`position`): a picker shows
 * Apartamento before Anexo, the environment groups as a person walks a home. Every child of a
 * draft goes with it (and a draft with its agent). JSON lists (an image's tags, a post's images
 * and pages) are text, as the other tables keep theirs (media_providers.permissions).
 */
export const propertyDrafts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('property_types')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('picture_url', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('property_enviroment_groups')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('property_enviroments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('group_id', 'text', (c) => c.notNull().references('property_enviroment_groups.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('short_name', 'text', (c) => c.notNull())
      // 'bedrooms', 'bathrooms' or null: what the draft's counts add this environment's quantity to.
      .addColumn('counts', 'text')
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('property_detail_categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('property_detail_types')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('category_id', 'text', (c) => c.notNull().references('property_detail_categories.id'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value_kind', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('property_nearby_place_types')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('property_drafts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('post_status', 'integer')
      .addColumn('code', 'text')
      .addColumn('operation_type', 'integer')
      .addColumn('description', 'text')
      .addColumn('property_type_id', 'text', (c) => c.references('property_types.id'))
      .addColumn('price', 'integer')
      .addColumn('address', 'text')
      .addColumn('country_state_id', 'text', (c) => c.references('country_states.id'))
      .addColumn('country_location_id', 'text', (c) => c.references('country_locations.id'))
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('thumbnail_url', 'text')
      // Folded (lowercase, no accents) address and code, matched by substring (the list's search).
      .addColumn('search_text', 'text', (c) => c.notNull())
      // The published copy (issue 11).
      .addColumn('property_id', 'text')
      .addColumn('property_slug', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // The list: an agent's drafts by status, newest first.
    await db.schema.createIndex('property_drafts_agent_status_idx').on('property_drafts').columns(['agent_id', 'status', 'created_at']).execute();
    await db.schema.createIndex('property_drafts_agent_created_idx').on('property_drafts').columns(['agent_id', 'created_at']).execute();

    await db.schema
      .createTable('property_draft_enviroments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('draft_id', 'text', (c) => c.notNull().references('property_drafts.id').onDelete('cascade'))
      .addColumn('enviroment_id', 'text', (c) => c.notNull().references('property_enviroments.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addUniqueConstraint('property_draft_enviroments_draft_env_key', ['draft_id', 'enviroment_id'])
      .execute();

    await db.schema
      .createTable('property_draft_details')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('draft_id', 'text', (c) => c.notNull().references('property_drafts.id').onDelete('cascade'))
      .addColumn('detail_type_id', 'text', (c) => c.notNull().references('property_detail_types.id'))
      .addColumn('value', 'text', (c) => c.notNull())
      .addUniqueConstraint('property_draft_details_draft_type_key', ['draft_id', 'detail_type_id'])
      .execute();

    await db.schema
      .createTable('property_draft_images')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('draft_id', 'text', (c) => c.notNull().references('property_drafts.id').onDelete('cascade'))
      .addColumn('image_url', 'text', (c) => c.notNull().unique())
      .addColumn('image_type', 'text', (c) => c.notNull())
      .addColumn('enviroment_id', 'text', (c) => c.references('property_enviroments.id'))
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('property_draft_images_draft_idx').on('property_draft_images').columns(['draft_id', 'position']).execute();

    await db.schema
      .createTable('property_draft_videos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('draft_id', 'text', (c) => c.notNull().unique().references('property_drafts.id').onDelete('cascade'))
      .addColumn('video_url', 'text', (c) => c.notNull().unique())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('thumbnail_url', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('property_draft_nearby_places')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('draft_id', 'text', (c) => c.notNull().references('property_drafts.id').onDelete('cascade'))
      .addColumn('place_type_id', 'text', (c) => c.notNull().references('property_nearby_place_types.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      .addColumn('distance_km', 'double precision', (c) => c.notNull())
      .addColumn('walking_minutes', 'integer', (c) => c.notNull())
      .addColumn('vehicle_minutes', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('property_draft_nearby_places_draft_idx').on('property_draft_nearby_places').columns(['draft_id', 'created_at']).execute();

    await db.schema
      .createTable('property_draft_posts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('draft_id', 'text', (c) => c.notNull().references('property_drafts.id').onDelete('cascade'))
      // 'instagram' or 'facebook': one of each per draft.
      .addColumn('network', 'text', (c) => c.notNull())
      .addColumn('image_ids', 'text', (c) => c.notNull())
      .addColumn('caption', 'text', (c) => c.notNull())
      .addColumn('hashtags', 'text')
      .addColumn('pages_ids', 'text')
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('property_draft_posts_draft_network_key', ['draft_id', 'network'])
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of [
      'property_draft_posts',
      'property_draft_nearby_places',
      'property_draft_videos',
      'property_draft_images',
      'property_draft_details',
      'property_draft_enviroments',
      'property_drafts',
      'property_nearby_place_types',
      'property_detail_types',
      'property_detail_categories',
      'property_enviroments',
      'property_enviroment_groups',
      'property_types',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
