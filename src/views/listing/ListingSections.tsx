import { Suspense, lazy, useMemo } from 'react';
import styled from 'styled-components';
import type { ListingContent } from '../../schema/property.ts';
import { previewTexts as texts } from '../../i18n/listing.ts';
import { detailsByCategory, mapPoint, nearbyByType, nearbyTime, placeText } from './listingText.ts';
import { sanitizeRichText } from './sanitize.ts';
import { Card, Facts, Group, Muted } from './styles.ts';

/**
 * The body of the listing (spec 03 §2 'Preview mode'), one card each: the description (HTML,
 * sanitised again here), the location (the map only with coordinates and a Mapbox token), the
 * details by category, the nearby places by type and the video. A section with nothing to show is
 * left out, but for the description and the location, which say so.
 */

/** mapbox-gl loads only when a map is drawn: its own chunk, as in the editor's 'Dirección' tool. */
const MapboxMap = lazy(() => import('../ui/MapboxMap.tsx'));

const Description = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;

  p, ul, ol, blockquote, h2, h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; }
  ul, ol { padding-left: ${({ theme }) => theme.space.lg}; }
  a { color: ${({ theme }) => theme.colors.primary}; }
`;

const Video = styled.video`
  width: 100%;
  max-height: 480px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #000000;
`;

/** Keeps the page from jumping while the map's chunk arrives. */
const MapSpace = styled.div`
  height: clamp(240px, 45vh, 420px);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

export function DescriptionSection({ description }: { description: string | null }) {
  const html = useMemo(() => (description ? sanitizeRichText(description) : ''), [description]);
  return (
    <Card aria-labelledby="listing-description">
      <h2 id="listing-description">{texts.description}</h2>
      {html ? <Description dangerouslySetInnerHTML={{ __html: html }} /> : <Muted>{texts.noDescription}</Muted>}
    </Card>
  );
}

export function LocationSection({ address, mapboxToken }: { address: ListingContent['address']; mapboxToken: string | null }) {
  const point = mapPoint(address);
  const line = [address?.address?.trim(), placeText(address)].filter(Boolean).join(' — ');
  return (
    <Card aria-labelledby="listing-location">
      <h2 id="listing-location">{texts.location}</h2>
      {point !== null && mapboxToken && (
        <Suspense fallback={<MapSpace />}>
          <MapboxMap token={mapboxToken} point={point} label={texts.map} scrollZoom={false} />
        </Suspense>
      )}
      <p>{line || texts.noAddress}</p>
    </Card>
  );
}

export function DetailsSection({ details }: { details: ListingContent['details'] }) {
  if (details.length === 0) return null;
  return (
    <Card aria-labelledby="listing-details">
      <h2 id="listing-details">{texts.details}</h2>
      {detailsByCategory(details).map((group) => (
        <Group key={group.name}>
          <h3>{group.name}</h3>
          <Facts>
            {group.items.map((detail) => (
              <div key={detail.propertyDetailId}>
                <dt>{detail.propertyDetailType.name}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </Facts>
        </Group>
      ))}
    </Card>
  );
}

export function NearbySection({ places }: { places: ListingContent['nearbyPlaces'] }) {
  if (places.length === 0) return null;
  return (
    <Card aria-labelledby="listing-nearby">
      <h2 id="listing-nearby">{texts.nearby}</h2>
      {nearbyByType(places).map((group) => (
        <Group key={group.name}>
          <h3>{group.name}</h3>
          <Facts>
            {group.items.map((place) => (
              <div key={place.propertyNearbyPlaceId}>
                <dt>{place.name}</dt>
                <dd>{nearbyTime(place)}</dd>
              </div>
            ))}
          </Facts>
        </Group>
      ))}
    </Card>
  );
}

export function VideoSection({ video }: { video: ListingContent['video'] }) {
  if (video === null) return null;
  return (
    <Card aria-labelledby="listing-video">
      <h2 id="listing-video">{texts.video}</h2>
      <Video controls preload="metadata" src={video.videoUrl || video.url} poster={video.thumbnail ?? undefined} aria-label={texts.videoLabel} />
    </Card>
  );
}
