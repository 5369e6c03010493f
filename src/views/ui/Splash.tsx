import styled, { keyframes } from 'styled-components';
import { ui } from '../../i18n/es.ts';
import { LogoMark } from './Logo.tsx';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Screen = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Track = styled.div`
  width: 160px;
  height: 4px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Bar = styled.div`
  width: 40%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${slide} 1.1s ease-in-out infinite;
`;

/** Shown while the session is being determined (an indeterminate progress bar). */
export function Splash() {
  return (
    <Screen>
      <LogoMark size={56} />
      <Track role="progressbar" aria-label={ui.loading} aria-busy="true">
        <Bar />
      </Track>
    </Screen>
  );
}
