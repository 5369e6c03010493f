import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '../ui/Logo.tsx';
import { media } from '../ui/media.ts';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.md};

  ${media.sm`
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  `}
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
  padding-bottom: ${({ theme }) => theme.space.xxl};

  p { max-width: 44ch; color: ${({ theme }) => theme.colors.muted}; }
`;

export const Code = styled.span`
  font-size: 4.5rem;
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};

  ${media.md`
    font-size: 6rem;
  `}
`;

/** Frame of the 404 and 500 pages: they render outside the shell, so they bring their own landmarks. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <header>
        <Logo />
      </header>
      <Main>{children}</Main>
    </Page>
  );
}
