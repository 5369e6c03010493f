import { useMemo } from 'react';
import styled from 'styled-components';
import { OPERATION_TYPE, type DraftDetail, type DraftNearbyPlace, type PropertyDraft } from '../../../schema/property-draft.ts';
import { previewTexts } from '../../../i18n/editor.ts';
import { media } from '../../ui/media.ts';
import { sanitizeRichText } from './sanitize.ts';

/**
 * Preview mode (spec 03 §2 'Preview mode'): the draft as a buyer will see the listing. No map
 * offline (mapbox-gl needs MAPBOX_TOKEN, ARCHITECTURE.md 'Maps'): the address stands in for it.
 */

const HIGHLIGHT_CODES = ['WATER', 'PARKING', 'FURNISHED', 'BUILD_YEAR'] as const;
const GALLERY_MORE = 5;
/** Placeholder thumbnails: 6 over 1024 px wide, else 4 (the CSS hides the last two). */
const PLACEHOLDERS = 6;

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const Article = styled.article`
  max-width: 1120px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${media.lg`
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  `}
`;

const Gallery = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: repeat(4, minmax(0, 1fr));

  ${media.lg`
    grid-template-columns: 2fr repeat(3, minmax(0, 1fr));
    grid-template-rows: repeat(2, 160px);
  `}
`;

const Frame = styled.div<{ $main?: boolean }>`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  aspect-ratio: 4 / 3;
  grid-column: ${({ $main }) => ($main ? '1 / -1' : 'auto')};

  img { width: 100%; height: 100%; object-fit: cover; display: block; }

  ${media.lg<{ $main?: boolean }>`
    aspect-ratio: auto;
    grid-column: auto;
    grid-row: ${({ $main }) => ($main ? '1 / span 2' : 'auto')};
  `}
`;

const Placeholder = styled(Frame)`
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  @media (max-width: 1024px) {
    &[data-slot='5'], &[data-slot='6'] { display: none; }
  }
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Badge = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div { display: flex; flex-direction: column; gap: 2px; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 0; font-weight: 600; }
`;

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

const Agent = styled(Card)`
  align-items: center;
  text-align: center;

  ${media.lg`
    position: sticky;
    top: 96px;
  `}
`;

const Initial = styled.span`
  width: 72px;
  height: 72px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

/** Groups in first-seen order. */
const groupBy = <T,>(items: readonly T[], keyOf: (item: T) => string): [string, T[]][] => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.entries()];
};

/** Spec 03 §9: walking time shown under 10 minutes, else the vehicle's. */
export const nearbyTime = (place: Pick<DraftNearbyPlace, 'walkingTimeInMinutes' | 'vehicleTimeInMinutes'>): string =>
  place.walkingTimeInMinutes < 10 ? previewTexts.walking(place.walkingTimeInMinutes) : previewTexts.vehicle(place.vehicleTimeInMinutes);

const detailText = (detail: DraftDetail): string => detail.value;

export default function EditorPreview({ draft, agentName }: { draft: PropertyDraft; agentName: string }) {
  const description = useMemo(() => (draft.description ? sanitizeRichText(draft.description) : ''), [draft.description]);
  const [first, ...rest] = draft.media;
  const more = rest.slice(0, GALLERY_MORE);
  const highlights = HIGHLIGHT_CODES.flatMap((code) => draft.details.filter((detail) => detail.propertyDetailType.type === code));
  const address = draft.address;
  const place = [address?.location, address?.countryState].filter(Boolean).join(', ');

  return (
    <Article aria-label={previewTexts.label}>
      <Gallery role="group" aria-label={previewTexts.gallery}>
        {first ? (
          <Frame $main>
            <img src={first.imageUrl} alt={previewTexts.photo(1)} />
          </Frame>
        ) : (
          <Placeholder $main>{previewTexts.noPhoto}</Placeholder>
        )}
        {more.map((image, index) => (
          <Frame key={image.propertyImageId}>
            <img src={image.imageUrl} alt={previewTexts.photo(index + 2)} loading="lazy" />
          </Frame>
        ))}
        {first === undefined &&
          Array.from({ length: PLACEHOLDERS }, (_, index) => <Placeholder key={index} data-slot={index + 1} aria-hidden="true" />)}
      </Gallery>

      <Main>
        <Card>
          <Badge>{draft.operationType === OPERATION_TYPE.Rent ? previewTexts.rent : previewTexts.sale}</Badge>
          <h1>{draft.title ?? previewTexts.noTitle}</h1>
          <Price>{draft.price != null ? price.format(draft.price) : previewTexts.noPrice}</Price>
          <p>{address?.address || previewTexts.noAddress}</p>
          {place && <Muted>{place}</Muted>}
          <Muted>{previewTexts.views}</Muted>
          <Facts>
            <div>
              <dt>{previewTexts.bathrooms}</dt>
              <dd>{draft.bathrooms ?? 0}</dd>
            </div>
            <div>
              <dt>{previewTexts.bedrooms}</dt>
              <dd>{draft.bedrooms ?? 0}</dd>
            </div>
            <div>
              <dt>{previewTexts.size}</dt>
              <dd>{previewTexts.squareMetres(draft.size ?? 0)}</dd>
            </div>
            <div>
              <dt>{previewTexts.propertyType}</dt>
              <dd>{draft.propertyType ?? '—'}</dd>
            </div>
            <div>
              <dt>{previewTexts.code}</dt>
              <dd>{draft.code ?? previewTexts.noCode}</dd>
            </div>
            {highlights.map((detail) => (
              <div key={detail.propertyDetailId}>
                <dt>{detail.propertyDetailType.name}</dt>
                <dd>{detailText(detail)}</dd>
              </div>
            ))}
          </Facts>
        </Card>

        <Card aria-labelledby="preview-description">
          <h2 id="preview-description">{previewTexts.description}</h2>
          {description ? <Description dangerouslySetInnerHTML={{ __html: description }} /> : <Muted>{previewTexts.noDescription}</Muted>}
        </Card>

        <Card aria-labelledby="preview-location">
          <h2 id="preview-location">{previewTexts.location}</h2>
          <p>{[address?.address, place].filter(Boolean).join(' — ') || previewTexts.noAddress}</p>
        </Card>

        {draft.details.length > 0 && (
          <Card aria-labelledby="preview-details">
            <h2 id="preview-details">{previewTexts.details}</h2>
            {groupBy(draft.details, (detail) => detail.propertyDetailType.propertyDetailCategory.name).map(([category, details]) => (
              <div key={category}>
                <h3>{category}</h3>
                <Facts>
                  {details.map((detail) => (
                    <div key={detail.propertyDetailId}>
                      <dt>{detail.propertyDetailType.name}</dt>
                      <dd>{detailText(detail)}</dd>
                    </div>
                  ))}
                </Facts>
              </div>
            ))}
          </Card>
        )}

        {draft.nearbyPlaces.length > 0 && (
          <Card aria-labelledby="preview-nearby">
            <h2 id="preview-nearby">{previewTexts.nearby}</h2>
            {groupBy(draft.nearbyPlaces, (nearby) => nearby.type.name).map(([type, places]) => (
              <div key={type}>
                <h3>{type}</h3>
                <Facts>
                  {places.map((nearby) => (
                    <div key={nearby.propertyNearbyPlaceId}>
                      <dt>{nearby.name}</dt>
                      <dd>{nearbyTime(nearby)}</dd>
                    </div>
                  ))}
                </Facts>
              </div>
            ))}
          </Card>
        )}

        {draft.video && (
          <Card aria-labelledby="preview-video">
            <h2 id="preview-video">{previewTexts.video}</h2>
            <Video controls preload="metadata" src={draft.video.videoUrl || draft.video.url} poster={draft.video.thumbnail ?? undefined} aria-label={previewTexts.videoLabel} />
          </Card>
        )}
      </Main>

      <Agent aria-label={previewTexts.agentCard}>
        <Initial aria-hidden="true">{agentName.trim().charAt(0).toUpperCase()}</Initial>
        <h2>{agentName}</h2>
        <Muted>{previewTexts.agent}</Muted>
      </Agent>
    </Article>
  );
}
