import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LEGAL_CONTACT_EMAIL, legalTexts } from '../../i18n/legal.ts';
import { ArrowLeftIcon } from '../ui/icons.tsx';
import { Logo } from '../ui/Logo.tsx';
import { media } from '../ui/media.ts';
import { paths } from '../paths.ts';

/** The documents every legal page links to, in the footer's order. */
export type LegalPageKey = 'terms' | 'privacy' | 'facebookInstructions' | 'instagramInstructions';

export const LEGAL_PAGES: readonly { readonly key: LegalPageKey; readonly href: string; readonly label: string }[] = [
  { key: 'terms', href: paths.terms(), label: legalTexts.terms },
  { key: 'privacy', href: paths.privacy(), label: legalTexts.privacy },
  { key: 'facebookInstructions', href: paths.dataDeletionInstructions({ provider: 'facebook' }), label: legalTexts.facebookInstructions },
  { key: 'instagramInstructions', href: paths.dataDeletionInstructions({ provider: 'instagram' }), label: legalTexts.instagramInstructions },
];

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a { display: inline-flex; text-decoration: none; border-radius: ${({ theme }) => theme.radii.md}; }

  ${media.sm`
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  `}
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 52rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xl}`};

  ${media.sm`
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.xxl}`};
  `}
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  text-decoration: none;

  &:hover { text-decoration: underline; }
`;

const Footer = styled.footer`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > div { max-width: 48rem; margin: 0 auto; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg}`}; }
  li a { display: inline-block; padding: ${({ theme }) => theme.space.xs} 0; }
  a[aria-current='page'] { color: ${({ theme }) => theme.colors.text}; font-weight: 600; text-decoration: none; }
`;

/**
 * The frame of the legal pages: the logo home, a way back to the sign-up form that links here,
 * the document, and a footer with the other legal documents and the contact address. Links are
 * plain anchors: each page is pre-rendered, so a full load starts it at the top and works before
 * (or without) JavaScript.
 */
export function LegalLayout({ current, children }: { current: LegalPageKey; children: ReactNode }) {
  return (
    <Page>
      <Header>
        <a href={paths.home()}>
          <Logo />
        </a>
      </Header>
      <Main>
        <Back href={paths.signUp()}>
          <ArrowLeftIcon />
          {legalTexts.backToSignUp}
        </Back>
        {children}
      </Main>
      <Footer>
        <div>
          <nav aria-label={legalTexts.otherDocuments}>
            <ul>
              {LEGAL_PAGES.map((page) => (
                <li key={page.key}>
                  <a href={page.href} aria-current={page.key === current ? 'page' : undefined}>
                    {page.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            {legalTexts.questions} <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
          </p>
        </div>
      </Footer>
    </Page>
  );
}
