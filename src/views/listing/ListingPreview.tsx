import styled from 'styled-components';
import type { ListingAgent, ListingContent } from '../../schema/property.ts';
import { previewTexts as texts } from '../../i18n/listing.ts';
import { clientConfig } from '../../services/client-config.ts';
import { media } from '../ui/media.ts';
import { AgentCard } from './AgentCard.tsx';
import { ListingGallery } from './ListingGallery.tsx';
import { DescriptionSection, DetailsSection, LocationSection, NearbySection, VideoSection } from './ListingSections.tsx';
import { ListingSummary } from './ListingSummary.tsx';

/**
 * The one preview layout (spec 03 §2 'Preview mode'; DECISIONS.md: the property view shows the
 * preview layout of the published property): the listing as a buyer sees it. The editor's
 * 'Previsualizar'/'Visualizar' passes the draft (a PropertyDraft is a ListingContent) and the
 * signed-in agent; the property view passes the copy frozen at publish time and its agent.
 */

const Article = styled.article`
  max-width: 1120px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${media.lg`
    gap: ${({ theme }) => theme.space.lg};
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  `}
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  ${media.lg`
    gap: ${({ theme }) => theme.space.lg};
  `}
`;

export interface ListingPreviewProps {
  listing: ListingContent;
  agent: Pick<ListingAgent, 'fullName' | 'avatarUrl'>;
  /** The article's accessible name: 'Vista previa del anuncio' in the editor. */
  label?: string;
  /** The map's token; by default the page's configuration (none: no map, the address stands in). */
  mapboxToken?: string | null;
}

export function ListingPreview({ listing, agent, label = texts.label, mapboxToken = clientConfig().mapboxToken }: ListingPreviewProps) {
  return (
    <Article aria-label={label}>
      <ListingGallery listing={listing} />
      <Main>
        <ListingSummary listing={listing} />
        <DescriptionSection description={listing.description} />
        <LocationSection address={listing.address} mapboxToken={mapboxToken} />
        <DetailsSection details={listing.details} />
        <NearbySection places={listing.nearbyPlaces} />
        <VideoSection video={listing.video} />
      </Main>
      <AgentCard agent={agent} />
    </Article>
  );
}

/** The editor loads it lazily (React.lazy takes a default export). */
export default ListingPreview;
