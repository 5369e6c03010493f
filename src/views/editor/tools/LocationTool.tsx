import { lazy, Suspense, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { editorToasts } from '../../../i18n/editor-toasts.ts';
import { locationTexts as t } from '../../../i18n/editor-media.ts';
import { coordinatesOf, mapToolMachine, onlyCoordinatesChanged } from '../../../machines/mapToolMachine.ts';
import { clientConfig } from '../../../services/client-config.ts';
import { updateDraftLocation } from '../../../services/drafts-api.ts';
import { loadGazetteer } from '../../../services/gazetteer.ts';
import { currentPosition, mapboxReverseGeocode } from '../../../services/geolocation.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useInspect } from '../../ui/inspect.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { useDraftEditor } from '../editor-context.ts';
import { Actions, Fieldset, Hint, ResultButton, Results, ToolHeader, ToolSection, TwoColumns } from './location/styles.ts';

const MapboxMap = lazy(() => import('../../ui/MapboxMap.tsx'));

/**
 * 'Dirección' (spec 03 §4 'Map tool'): the address, its locality from the offline gazetteer (search,
 * nearest to coordinates, the browser's position) and the coordinates; the Mapbox map too when a
 * token is configured. Saved with 'Guardar dirección' (key 'location').
 */
export default function LocationTool() {
  const editor = useDraftEditor();
  const latest = useLatest(editor);
  const inspect = useInspect();
  const token = clientConfig().mapboxToken;
  const tool = useActorRef(
    mapToolMachine.provide({
      actors: {
        loadGazetteer: fromPromise(() => loadGazetteer()),
        geolocate: fromPromise(() => currentPosition()),
        reverseGeocode: fromPromise(({ input }) => (token ? mapboxReverseGeocode(token, input) : Promise.resolve(null))),
      },
      actions: {
        save: (_, { body }) => {
          const { draft, save } = latest.current;
          save({
            key: 'location',
            delay: 'none',
            run: () => updateDraftLocation(draft.propertyDraftId, body),
            success: onlyCoordinatesChanged(draft.address, body) ? editorToasts.geolocationSaved : editorToasts.addressSaved,
            failure: editorToasts.saveFailed,
            idempotent: true,
          });
        },
      },
    }),
    { input: { address: editor.draft.address }, inspect },
  );

  const loading = useSelector(tool, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(tool, (snapshot) => snapshot.matches('failed'));
  const address = useSelector(tool, (snapshot) => snapshot.context.address);
  const query = useSelector(tool, (snapshot) => snapshot.context.query);
  const results = useSelector(tool, (snapshot) => snapshot.context.results);
  const searched = useSelector(tool, (snapshot) => snapshot.context.searched);
  const place = useSelector(tool, (snapshot) => snapshot.context.place);
  const latitude = useSelector(tool, (snapshot) => snapshot.context.latitude);
  const longitude = useSelector(tool, (snapshot) => snapshot.context.longitude);
  const problem = useSelector(tool, (snapshot) => snapshot.context.problem);
  const locating = useSelector(tool, (snapshot) => snapshot.hasTag('locating'));
  const point = useSelector(tool, (snapshot) => coordinatesOf(snapshot.context), (a, b) => a?.latitude === b?.latitude && a?.longitude === b?.longitude);
  const saving = editor.isSaving('location');
  const headingId = useId();
  const resultsId = useId();

  return (
    <ToolSection aria-labelledby={headingId}>
      <ToolHeader>
        <h2 id={headingId}>{t.title}</h2>
        <p>{t.intro}</p>
      </ToolHeader>

      {loading && (
        <p role="status">
          <Spinner /> {t.loading}
        </p>
      )}
      {failed && (
        <>
          <Alert>{t.loadFailed}</Alert>
          <Actions>
            <Button variant="secondary" onClick={() => tool.send({ type: 'retry' })}>
              {t.retry}
            </Button>
          </Actions>
        </>
      )}

      {!loading && !failed && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            tool.send({ type: 'save.requested' });
          }}
        >
          <TextField
            label={t.address}
            value={address}
            placeholder={t.addressPlaceholder}
            maxLength={300}
            autoComplete="street-address"
            onValueChange={(value) => tool.send({ type: 'address.changed', value })}
          />

          <Fieldset>
            <legend>{t.chosen}</legend>
            <p aria-live="polite">{place ? t.placeLabel(place.location, place.countryState) : t.noPlace}</p>
            <TextField
              label={t.search}
              type="search"
              value={query}
              placeholder={t.searchPlaceholder}
              hint={t.searchHint}
              aria-controls={resultsId}
              onValueChange={(value) => tool.send({ type: 'query.changed', value })}
              onKeyDown={(event) => {
                // Enter in the search box searches, it does not save the form.
                if (event.key === 'Enter') event.preventDefault();
              }}
            />
            <div id={resultsId} aria-live="polite">
              {results.length > 0 && (
                <Results aria-label={t.results}>
                  {results.map((locality) => (
                    <li key={locality.countryLocationId}>
                      <ResultButton type="button" onClick={() => tool.send({ type: 'locality.picked', locality })}>
                        <strong>{locality.name}</strong>
                        <span>{locality.countryState.name}</span>
                      </ResultButton>
                    </li>
                  ))}
                </Results>
              )}
              {searched !== '' && results.length === 0 && <Hint>{t.noResults(searched)}</Hint>}
            </div>
          </Fieldset>

          {token && (
            <Suspense fallback={<Spinner />}>
              <Hint>{t.mapHint}</Hint>
              <MapboxMap token={token} point={point} label={t.map} onPick={(lat, lng) => tool.send({ type: 'map.clicked', latitude: lat, longitude: lng })} />
            </Suspense>
          )}

          <Fieldset>
            <legend>{t.coordinates}</legend>
            <Hint>{t.coordinatesHint}</Hint>
            <TwoColumns>
              <TextField
                label={t.latitude}
                value={latitude}
                inputMode="decimal"
                onValueChange={(value) => tool.send({ type: 'coordinate.changed', field: 'latitude', value })}
              />
              <TextField
                label={t.longitude}
                value={longitude}
                inputMode="decimal"
                onValueChange={(value) => tool.send({ type: 'coordinate.changed', field: 'longitude', value })}
              />
            </TwoColumns>
            <Actions>
              <Button variant="secondary" onClick={() => tool.send({ type: 'nearest.requested' })}>
                {t.nearest}
              </Button>
              <Button variant="secondary" busy={locating} disabled={locating} onClick={() => tool.send({ type: 'geolocation.requested' })}>
                {locating ? t.locating : t.geolocate}
              </Button>
            </Actions>
          </Fieldset>

          {problem && <Alert>{t.problems[problem]}</Alert>}

          <Actions>
            <Button type="submit" busy={saving} disabled={saving}>
              {t.save}
            </Button>
          </Actions>
        </form>
      )}
    </ToolSection>
  );
}
