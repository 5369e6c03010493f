import styled from 'styled-components';
import type { ListingContent } from '../../schema/property.ts';
import { previewTexts as texts } from '../../i18n/listing.ts';
import { media } from '../ui/media.ts';
import { galleryPhotos } from './listingText.ts';

/** Spec 03 §2: 6 placeholder thumbnails over 1024 px wide, else 4 (the CSS hides the last two). */
const PLACEHOLDERS = 6;
const NARROW_PLACEHOLDERS = 4;

/**
 * The first photo large, the others beside it in two rows; below 1024 px the first across and the
 * others in one row of thumbnails under it (at least 4 to a row). No hole is left: with an odd
 * number of others the last one is twice as wide, a single other one is as tall as the first, and
 * a single photo takes the whole width.
 */
const Grid = styled.div<{ $row: number; $columns: number; $single: boolean }>`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: repeat(${({ $row }) => $row}, minmax(0, 1fr));

  ${media.lg<{ $columns: number; $single: boolean }>`
    grid-template-columns: ${({ $single, $columns }) => ($single ? 'minmax(0, 1fr)' : `2fr repeat(${$columns}, minmax(0, 1fr))`)};
    grid-template-rows: ${({ $single }) => ($single ? 'repeat(2, 190px)' : 'repeat(2, 160px)')};
  `}
`;

const Frame = styled.div<{ $main?: boolean; $wide?: boolean; $tall?: boolean }>`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  aspect-ratio: 4 / 3;
  grid-column: ${({ $main }) => ($main ? '1 / -1' : 'auto')};

  img { width: 100%; height: 100%; object-fit: cover; display: block; }

  ${media.lg<{ $main?: boolean; $wide?: boolean; $tall?: boolean }>`
    aspect-ratio: auto;
    grid-column: ${({ $wide }) => ($wide ? 'span 2' : 'auto')};
    grid-row: ${({ $main, $tall }) => ($main || $tall ? '1 / span 2' : 'auto')};
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
  const others = Math.max(photos.length - 1, 0);
  const empty = photos.length === 0;
  // Beside the first: the others in two rows (the placeholders: 3 columns of 2).
  const columns = empty ? PLACEHOLDERS / 2 : Math.max(Math.ceil(others / 2), 1);
  const lastIndex = photos.length - 1;
  return (
    <Grid
      role="group"
      aria-label={texts.gallery}
      $single={photos.length === 1}
      $columns={columns}
      $row={Math.max(others, NARROW_PLACEHOLDERS)}
    >
      {photos.map((photo, index) => (
        <Frame
          key={photo.key}
          $main={photo.number === 1}
          $tall={others === 1 && index === 1}
          $wide={others > 1 && others % 2 === 1 && index === lastIndex}
        >
          <img src={photo.url} alt={texts.photo(photo.number)} loading={photo.number === 1 ? 'eager' : 'lazy'} decoding="async" />
        </Frame>
      ))}
      {empty && (
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
