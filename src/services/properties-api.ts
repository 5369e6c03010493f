import * as Schema from 'effect/Schema';
import type { OperationType } from '../schema/property-draft.ts';
import { Property, PropertySummary, type PropertyStatus, type RetryNetwork } from '../schema/property.ts';
import { defaultApiClient, type ApiClient } from './api-client.ts';
import { page, type Page, type PageParams } from './api-pages.ts';

/** The published properties' calls of spec 03 §7 ('Properties'). Each rejects with an ApiFailure. */

export interface PropertiesParams extends PageParams {
  readonly statuses?: readonly PropertyStatus[];
  readonly minPrice?: number;
  readonly maxPrice?: number;
  /** A property type id. */
  readonly propertyType?: string;
  readonly operationType?: OperationType;
  readonly searchQuery?: string;
}

/** GET /properties: one page of the agent's properties, filtered as the drafts list is. */
export const properties = async (
  { statuses, searchQuery, ...params }: PropertiesParams = {},
  client: ApiClient = defaultApiClient(),
): Promise<Page<PropertySummary>> =>
  page(
    await client.send(
      {
        method: 'get',
        path: '/properties',
        searchParams: {
          ...params,
          statuses: statuses === undefined ? undefined : statuses.join(','),
          searchQuery: searchQuery?.trim() || undefined,
        },
      },
      Schema.Array(PropertySummary),
    ),
  );

/** GET /properties/{id}: the card's fields, the listing as published and its agent. */
export const getProperty = async (propertyId: string, client: ApiClient = defaultApiClient()): Promise<Property> =>
  (await client.send({ method: 'get', path: `/properties/${encodeURIComponent(propertyId)}` }, Property)).data;

/**
 * POST /properties/{id}/posts/{network}/retry (issue 21): the failed post on that network is sent
 * again; answers the property with the post Pending (409 POST_NOT_RETRYABLE when it has not failed).
 */
export const retryPost = async (propertyId: string, network: RetryNetwork, client: ApiClient = defaultApiClient()): Promise<Property> =>
  (await client.send({ method: 'post', path: `/properties/${encodeURIComponent(propertyId)}/posts/${network}/retry` }, Property)).data;
