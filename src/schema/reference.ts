import * as Schema from 'effect/Schema';
import { Id, IntFromQuery, PageQuery } from './common.ts';

export const CountryState = Schema.Struct({
  countryStateId: Id,
  name: Schema.String,
  latitude: Schema.Finite,
  longitude: Schema.Finite,
});
export type CountryState = typeof CountryState.Type;

export const CountryLocation = Schema.Struct({
  countryLocationId: Id,
  name: Schema.String,
  latitude: Schema.Finite,
  longitude: Schema.Finite,
  countryState: CountryState,
});
export type CountryLocation = typeof CountryLocation.Type;

/** GET /country-locations */
export const CountryLocationsQuery = Schema.Struct({
  ...PageQuery.fields,
  countryState: Schema.optional(Id),
});

/** Relationship of a task: 1 Tenant, 2 Property. */
export const TaskRelationship = Schema.Literals([1, 2]).annotate({ description: '1 Tenant, 2 Property' });
export type TaskRelationship = typeof TaskRelationship.Type;

export const TaskType = Schema.Struct({
  taskTypeId: Id,
  type: Schema.Int,
  name: Schema.String,
  relationship: TaskRelationship,
});
export type TaskType = typeof TaskType.Type;

/** GET /tasks-types */
export const TaskTypesQuery = Schema.Struct({
  ...PageQuery.fields,
  relationship: Schema.optional(IntFromQuery(1, 2)),
});

/** 1 ProfileUpdated, 2 ProfilePictureAdded, 3 MediaProvidersAdded, 4 PropertyCreated, 5 TenantCreated. */
export const CompletedTaskKind = Schema.Literals([1, 2, 3, 4, 5]).annotate({
  description: '1 ProfileUpdated, 2 ProfilePictureAdded, 3 MediaProvidersAdded, 4 PropertyCreated, 5 TenantCreated',
});
export type CompletedTaskKind = typeof CompletedTaskKind.Type;
export const COMPLETED_TASK = {
  ProfileUpdated: 1,
  ProfilePictureAdded: 2,
  MediaProvidersAdded: 3,
  PropertyCreated: 4,
  TenantCreated: 5,
} as const satisfies Record<string, CompletedTaskKind>;

export const TaskCompleted = Schema.Struct({
  taskCompletedId: Id,
  type: CompletedTaskKind,
  agentId: Id,
});
export type TaskCompleted = typeof TaskCompleted.Type;

/** 1 GoogleCalendar, 2 Instagram, 3 Facebook. */
export const MediaProviderKind = Schema.Literals([1, 2, 3]).annotate({ description: '1 GoogleCalendar, 2 Instagram, 3 Facebook' });
export const MediaProvider = Schema.Struct({
  mediaProviderId: Id,
  name: Schema.String,
  imageUrl: Schema.String,
  type: MediaProviderKind,
  permissions: Schema.Array(Schema.String),
});
export type MediaProvider = typeof MediaProvider.Type;
