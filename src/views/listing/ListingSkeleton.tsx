import styled, { keyframes } from 'styled-components';
import { media } from '../ui/media.ts';

/** The listing layout's shape while a property loads (after the machine's quiet 500 ms). */

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

const Layout = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${media.lg`
    gap: ${({ theme }) => theme.space.lg};
    grid-template-columns: minmax(0, 1fr) 300px;
  `}
`;

const Gallery = styled(Bone)`
  grid-column: 1 / -1;
  height: auto;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.md};

  ${media.lg`
    aspect-ratio: auto;
    height: 328px;
  `}
`;

const Block = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export function ListingSkeleton() {
  return (
    <Layout aria-hidden="true">
      <Gallery />
      <Block>
        <Bone $width="6rem" $height="1.5rem" />
        <Bone $width="70%" $height="2rem" />
        <Bone $width="40%" $height="2rem" />
        <Bone $width="60%" />
        <Bone $width="35%" />
        <Bone $height="3rem" />
      </Block>
      <Block>
        <Bone $width="5rem" $height="4.5rem" />
        <Bone $width="60%" $height="1.25rem" />
        <Bone $width="45%" />
      </Block>
    </Layout>
  );
}
