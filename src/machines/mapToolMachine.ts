import { assign, fromPromise, setup } from 'xstate';
import type { DraftLocationBody, PropertyDraftAddress } from '../schema/property-draft.ts';
import type { CountryLocation } from '../schema/reference.ts';
import { hasVisibleCharacter } from '../schema/rules.ts';
import {
  formatCoordinate,
  nearestLocality,
  parseCoordinate,
  searchLocalities,
  type Coordinates,
  type Gazetteer,
} from '../services/gazetteer.ts';
import { ignoreEffect } from './effects.ts';

/**
 * The 'Dirección' tool (spec 03 §4 'Map tool'): the address text, the state and locality (ids the
 * server takes) and the coordinates. Offline, a gazetteer of the reference localities answers the
 * name search (500 ms after the last keystroke), the pick from its list, the nearest locality of
 * typed coordinates or of the browser's position; with a Mapbox token, a click on the map also
 * asks the maps service for the address there. Saving needs an address, a locality and both
 * coordinates; the save itself is the editor's (`save` effect).
 */

export const MAP_SEARCH_DEBOUNCE_MS = 500;

/** The locality chosen, with its state (names for the screen, ids for the call). */
export interface ChosenPlace {
  readonly countryStateId: string;
  readonly countryState: string;
  readonly countryLocationId: string;
  readonly location: string;
}

export type MapProblem = 'incomplete' | 'badCoordinates' | 'geolocationFailed' | null;

export interface MapToolContext {
  readonly gazetteer: Gazetteer;
  readonly address: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly place: ChosenPlace | null;
  readonly query: string;
  readonly results: readonly CountryLocation[];
  /** The query the results answer ('' before any search). */
  readonly searched: string;
  readonly problem: MapProblem;
}

export interface MapToolInput {
  readonly address: PropertyDraftAddress | null;
}

export type MapToolEvent =
  | { readonly type: 'retry' }
  | { readonly type: 'address.changed'; readonly value: string }
  | { readonly type: 'query.changed'; readonly value: string }
  | { readonly type: 'locality.picked'; readonly locality: CountryLocation }
  | { readonly type: 'coordinate.changed'; readonly field: 'latitude' | 'longitude'; readonly value: string }
  | { readonly type: 'nearest.requested' }
  | { readonly type: 'geolocation.requested' }
  | { readonly type: 'map.clicked'; readonly latitude: number; readonly longitude: number }
  | { readonly type: 'save.requested' };

const placeOf = (locality: CountryLocation): ChosenPlace => ({
  countryStateId: locality.countryState.countryStateId,
  countryState: locality.countryState.name,
  countryLocationId: locality.countryLocationId,
  location: locality.name,
});

const placeFromDraft = (address: PropertyDraftAddress | null): ChosenPlace | null =>
  address?.countryStateId && address.countryLocationId
    ? {
        countryStateId: address.countryStateId,
        countryState: address.countryState ?? '',
        countryLocationId: address.countryLocationId,
        location: address.location ?? '',
      }
    : null;

/** The typed coordinates, or null when either is missing or not a coordinate. */
export const coordinatesOf = (context: Pick<MapToolContext, 'latitude' | 'longitude'>): Coordinates | null => {
  const latitude = parseCoordinate(context.latitude, 'latitude');
  const longitude = parseCoordinate(context.longitude, 'longitude');
  return latitude === null || longitude === null ? null : { latitude, longitude };
};

/** The body of PUT /property-drafts/{id}/location, or null while something it needs is missing. */
export const locationBody = (context: MapToolContext): DraftLocationBody | null => {
  const point = coordinatesOf(context);
  const address = context.address.trim();
  // An address of invisible characters only ('\u200b') is missing too: the server refuses it.
  if (point === null || !hasVisibleCharacter(address) || context.place === null) return null;
  return {
    address,
    countryState: context.place.countryStateId,
    location: context.place.countryLocationId,
    latitude: point.latitude,
    longitude: point.longitude,
  };
};

/** Issue 10 decision: 'Geolocalización…' when only the point moved, 'Dirección…' otherwise. */
export const onlyCoordinatesChanged = (before: PropertyDraftAddress | null, body: DraftLocationBody): boolean =>
  before !== null &&
  before.address === body.address &&
  before.countryStateId === body.countryState &&
  before.countryLocationId === body.location &&
  (before.latitude !== body.latitude || before.longitude !== body.longitude);

const atPoint = (gazetteer: Gazetteer, point: Coordinates) => {
  const nearest = nearestLocality(gazetteer, point);
  return {
    latitude: formatCoordinate(point.latitude),
    longitude: formatCoordinate(point.longitude),
    problem: null,
    ...(nearest === null ? {} : { place: placeOf(nearest) }),
  };
};

export const mapToolMachine = setup({
  types: {
    input: {} as MapToolInput,
    context: {} as MapToolContext,
    events: {} as MapToolEvent,
  },
  actors: {
    loadGazetteer: fromPromise<Gazetteer>(() => Promise.reject(new Error('mapToolMachine: loadGazetteer not provided'))),
    /** The browser's position (navigator.geolocation), refused when the agent or the browser says no. */
    geolocate: fromPromise<Coordinates>(() => Promise.reject(new Error('mapToolMachine: geolocate not provided'))),
    /** The maps service's address at a point (Mapbox only); null when it has none. */
    reverseGeocode: fromPromise<string | null, Coordinates>(() => Promise.resolve(null)),
  },
  actions: {
    /** The editor saves the location (key 'location'). */
    save: (_, _params: { readonly body: DraftLocationBody }) => ignoreEffect(),
  },
  guards: {
    canSave: ({ context }) => locationBody(context) !== null,
    hasCoordinates: ({ context }) => coordinatesOf(context) !== null,
    emptyQuery: (_, params: { readonly value: string }) => params.value.trim() === '',
  },
  delays: {
    searchDelay: MAP_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'mapTool',
  context: ({ input }) => ({
    gazetteer: [],
    address: input.address?.address ?? '',
    latitude: input.address?.latitude == null ? '' : formatCoordinate(input.address.latitude),
    longitude: input.address?.longitude == null ? '' : formatCoordinate(input.address.longitude),
    place: placeFromDraft(input.address),
    query: '',
    results: [],
    searched: '',
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadGazetteer',
        src: 'loadGazetteer',
        onDone: { target: 'ready', actions: assign({ gazetteer: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { retry: { target: 'loading' } },
    },
    ready: {
      type: 'parallel',
      on: {
        'address.changed': { actions: assign({ address: ({ event }) => event.value, problem: null }) },
        'coordinate.changed': {
          actions: assign(({ event }) => ({ [event.field]: event.value, problem: null })),
        },
        'nearest.requested': [
          {
            guard: 'hasCoordinates',
            actions: assign(({ context }) => atPoint(context.gazetteer, coordinatesOf(context) ?? { latitude: 0, longitude: 0 })),
          },
          { actions: assign({ problem: 'badCoordinates' }) },
        ],
        'save.requested': [
          {
            guard: 'canSave',
            actions: [assign({ problem: null }), { type: 'save', params: ({ context }) => ({ body: locationBody(context) as DraftLocationBody }) }],
          },
          { actions: assign({ problem: 'incomplete' }) },
        ],
      },
      states: {
        search: {
          initial: 'idle',
          on: {
            'locality.picked': {
              target: '.idle',
              actions: assign(({ event }) => ({
                place: placeOf(event.locality),
                latitude: formatCoordinate(event.locality.latitude),
                longitude: formatCoordinate(event.locality.longitude),
                query: '',
                results: [],
                searched: '',
                problem: null,
              })),
            },
            'query.changed': [
              {
                guard: { type: 'emptyQuery', params: ({ event }) => ({ value: event.value }) },
                target: '.idle',
                actions: assign({ query: '', results: [], searched: '' }),
              },
              { target: '.waiting', actions: assign({ query: ({ event }) => event.value }) },
            ],
          },
          states: {
            idle: {},
            waiting: {
              after: {
                searchDelay: {
                  target: 'idle',
                  actions: assign(({ context }) => ({
                    results: searchLocalities(context.gazetteer, context.query),
                    searched: context.query,
                  })),
                },
              },
            },
          },
        },
        locate: {
          initial: 'idle',
          on: {
            'geolocation.requested': { target: '.geolocating' },
            'map.clicked': {
              target: '.reversing',
              actions: assign(({ context, event }) => atPoint(context.gazetteer, event)),
            },
          },
          states: {
            idle: {},
            geolocating: {
              tags: ['locating'],
              invoke: {
                id: 'geolocate',
                src: 'geolocate',
                onDone: { target: 'idle', actions: assign(({ context, event }) => atPoint(context.gazetteer, event.output)) },
                onError: { target: 'idle', actions: assign({ problem: 'geolocationFailed' }) },
              },
            },
            reversing: {
              tags: ['locating'],
              invoke: {
                id: 'reverseGeocode',
                src: 'reverseGeocode',
                input: ({ context }) => coordinatesOf(context) ?? { latitude: 0, longitude: 0 },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({ address: event.output ?? context.address })),
                },
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
  },
});
