import { useId } from 'react';
import styled from 'styled-components';
import { POST_IMAGES_MAX, selectionNumber } from '../../../../machines/forms/post-form.ts';
import type { DraftImage } from '../../../../schema/property-draft.ts';
import { postFormTexts } from '../../../../i18n/editor-posts.ts';
import { FieldError } from '../../../ui/TextField.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.ts';
import { media } from '../../../ui/media.ts';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const LegendRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  legend { padding: 0; font-weight: 600; }
`;

const Counter = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};

  ${media.md`
    grid-template-columns: repeat(5, minmax(0, 1fr));
  `}
`;

/** A toggle button over the photo: pressed = selected, with its number in the post. */
const Tile = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  cursor: pointer;

  img { width: 100%; height: 100%; object-fit: cover; display: block; }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }

  &:disabled { cursor: not-allowed; opacity: 0.55; }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xxs};
  right: ${({ theme }) => theme.space.xxs};
  min-width: 28px;
  height: 28px;
  display: grid;
  place-items: center;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border: 2px solid ${({ theme }) => theme.colors.surface};
`;

/**
 * The post's images (spec 03 §2, §5): the draft's photos as toggle buttons, numbered in the order
 * they were chosen, 'n / 20' above them. At 20 the unselected ones are disabled; a selected one is
 * always clickable (a second click deselects it).
 */
export function ImagePicker({
  images,
  selected,
  error,
  onToggle,
}: {
  images: readonly DraftImage[];
  selected: readonly string[];
  error: string | null;
  onToggle: (imageId: string) => void;
}) {
  const hintId = useId();
  const errorId = useId();
  const full = selected.length >= POST_IMAGES_MAX;
  return (
    <Group aria-describedby={error === null ? hintId : `${hintId} ${errorId}`}>
      <LegendRow>
        <legend>{postFormTexts.imagesLegend}</legend>
        <Counter role="status">
          <span aria-hidden="true">{postFormTexts.imagesCounter(selected.length, POST_IMAGES_MAX)}</span>
          <VisuallyHidden>{postFormTexts.imagesCounterLabel(selected.length, POST_IMAGES_MAX)}</VisuallyHidden>
        </Counter>
      </LegendRow>
      <Hint id={hintId}>{postFormTexts.imagesHint}</Hint>
      <Grid>
        {images.map((image, index) => {
          const order = selectionNumber(selected, image.propertyImageId);
          return (
            <li key={image.propertyImageId}>
              <Tile
                type="button"
                aria-pressed={order !== null}
                aria-label={order === null ? postFormTexts.imageLabel(index + 1) : postFormTexts.imageSelectedLabel(index + 1, order)}
                disabled={order === null && full}
                data-invalid={error !== null && index === 0 ? '' : undefined}
                onClick={() => onToggle(image.propertyImageId)}
              >
                <img src={image.imageUrl} alt="" loading="lazy" decoding="async" />
                {order !== null && <Badge aria-hidden="true">{order}</Badge>}
              </Tile>
            </li>
          );
        })}
      </Grid>
      {error !== null && <FieldError id={errorId}>{error}</FieldError>}
    </Group>
  );
}
