import styled from 'styled-components';
import { connection } from '../../i18n/session.ts';
import { useOnline } from '../ui/connection.ts';

const Region = styled.div`
  &:empty { display: none; }
`;

/** In the page's flow (above the top bar), so it pushes the content down rather than covering it. */
const Banner = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  strong::before {
    content: '';
    display: inline-block;
    width: 0.5rem;
    height: 0.5rem;
    margin-right: ${({ theme }) => theme.space.xs};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    vertical-align: middle;
  }
`;

/**
 * Issue 21: 'Sin conexión' while the browser is offline or the server cannot be reached. The status
 * region is always there (so screen readers announce the change) and empty while connected.
 */
export function ConnectionStatus() {
  const online = useOnline();
  return (
    <Region role="status">
      {!online && (
        <Banner>
          <strong>{connection.offline}</strong>
          <span>{connection.offlineHint}</span>
        </Banner>
      )}
    </Region>
  );
}
