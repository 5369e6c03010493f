import styled, { keyframes } from 'styled-components';
import { ui } from '../../i18n/es.ts';
import { media } from '../ui/media.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';

/**
 * The property lists' grid (spec 03 §2, §9): 1 column under 640 px, 2 under 768 px, and where the
 * list has room, 4 columns while the filter panel is open and 5 when it is closed. In between
 * (the sidebar and the filter panel take their share of a 1024–1366 px window) the grid shows as
 * many of those columns as fit cards at least 170 px wide, never more than 4 or 5.
 */
export type GridColumns = 4 | 5;

const MIN_CARD = '170px';

export const PropertyGrid = styled.ul<{ $columns: GridColumns }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${media.sm`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `}
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(
      auto-fill,
      minmax(max(${MIN_CARD}, calc((100% - ${({ $columns }) => $columns - 1} * ${({ theme }) => theme.space.md}) / ${({ $columns }) => $columns})), 1fr)
    );
  }
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Bone = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '0.875rem' }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(90deg, #e7ecef 25%, #f2f5f7 50%, #e7ecef 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const BoneCard = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const BoneMedia = styled(Bone)`
  height: auto;
  aspect-ratio: 596 / 446;
  border-radius: 0;
`;

const BoneLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
`;

/** Placeholder cards while a list loads (the list machine decides when: after 500 ms). */
export function PropertyGridSkeleton({ columns, count = 8 }: { columns: GridColumns; count?: number }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{ui.loading}</VisuallyHidden>
      <PropertyGrid $columns={columns} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <BoneCard key={index}>
            <BoneMedia />
            <BoneLines>
              <Bone $width="50%" $height="1.1rem" />
              <Bone $width="90%" $height="1rem" />
              <Bone $width="40%" />
              <Bone $width="70%" />
              <Bone $width="85%" />
            </BoneLines>
          </BoneCard>
        ))}
      </PropertyGrid>
    </div>
  );
}
