import * as Schema from 'effect/Schema';
import { PropertyDraftSummary, type PropertyDraftStatus } from '../schema/property-draft.ts';
import { defaultApiClient, type ApiClient } from './api-client.ts';
import { page, type Page, type PageParams } from './api-pages.ts';

/** GET /property-drafts (spec 03 §7). Rejects with an ApiFailure. */
export interface DraftsParams extends PageParams {
  readonly statuses?: readonly PropertyDraftStatus[];
}

export const propertyDrafts = async (
  { statuses, ...params }: DraftsParams = {},
  client: ApiClient = defaultApiClient(),
): Promise<Page<PropertyDraftSummary>> =>
  page(
    await client.send(
      {
        method: 'get',
        path: '/property-drafts',
        searchParams: { ...params, statuses: statuses === undefined ? undefined : statuses.join(',') },
      },
      Schema.Array(PropertyDraftSummary),
    ),
  );
