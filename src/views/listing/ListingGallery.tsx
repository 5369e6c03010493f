import styled from 'styled-components';
import type { ListingContent } from '../../schema/property.ts';
import { previewTexts as texts } from '../../i18n/listing.ts';
import { media } from '../ui/media.ts';
import { galleryPhotos } from './listingText.ts';

/** Spec 03 §2: 6 placeholder thumbnails over 1024 px wide, else 4 (the CSS hides the last two). */
const PLACEHOLDERS = 6;
const NARROW_PLACEHOLDERS = 4;

/**
 * The first photo large and up to 5 more beside it (phones: the first across, the rest in a row of
 * four below). A single photo takes the whole width.
 */
const Grid = styled.div<{ $single: boolean }>`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: repeat(4, minmax(0, 1fr));

  ${media.lg<{ $single: boolean }>`
    grid-template-columns: ${({ $single }) => ($single ? 'minmax(0, 1fr)' : '2fr repeat(3, minmax(0, 1fr))')};
    grid-template-rows: ${({ $single }) => ($single ? 'repeat(2, 190px)' : 'repeat(2, 160px)')};
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
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  @media (max-width: ${({ theme }) => theme.breakpoints.lg}px) {
    &[data-slot='${NARROW_PLACEHOLDERS + 1}'], &[data-slot='${NARROW_PLACEHOLDERS + 2}'] { display: none; }
  }
`;

export function ListingGallery({ listing }: { listing: Pick<ListingContent, 'media' | 'thumbnail'> }) {
  const photos = galleryPhotos(listing);
  return (
    <Grid role="group" aria-label={texts.gallery} $single={photos.length === 1}>
      {photos.map((photo) => (
        <Frame key={photo.key} $main={photo.number === 1}>
          <img src={photo.url} alt={texts.photo(photo.number)} loading={photo.number === 1 ? 'eager' : 'lazy'} decoding="async" />
        </Frame>
      ))}
      {photos.length === 0 && (
        <>
          <Placeholder $main>{texts.noPhoto}</Placeholder>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <Placeholder key={index} data-slot={index + 1} aria-hidden="true" />
          ))}
        </>
      )}
    </Grid>
  );
}
