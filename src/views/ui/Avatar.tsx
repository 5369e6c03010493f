import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  display: grid;
  place-items: center;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  text-transform: uppercase;

  img { width: 100%; height: 100%; object-fit: cover; }
`;

/** The first letter of a name, or '?' for an empty one. */
export const initialOf = (name: string): string => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

export interface AvatarProps {
  /** The person's name: the initial's source. The avatar is decorative next to the visible name. */
  name: string;
  url: string | null;
  size?: number;
}

/** A round picture, or the first initial when there is none. */
export function Avatar({ name, url, size = 48 }: AvatarProps) {
  return (
    <Circle $size={size} aria-hidden="true">
      {url ? <img src={url} alt="" width={size} height={size} loading="lazy" /> : initialOf(name)}
    </Circle>
  );
}
