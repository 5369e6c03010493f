import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { NotifyParams } from '../../machines/effects.ts';
import type { Agent } from '../../schema/agent.ts';
import { product } from '../../i18n/es.ts';
import { accountTexts } from '../../i18n/account.ts';
import { DevicesIcon, LinkIcon, LockIcon, UserIcon } from '../ui/icons.tsx';
import { media } from '../ui/media.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { MediaProvidersGrid } from '../media-providers/MediaProvidersGrid.tsx';
import { paths, type AccountSection } from '../paths.ts';
import { ContactSection } from './ContactSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';

const Heading = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The menu on the left from 768 px; above the section on phones. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  ${media.md`
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  `}
`;

const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};

  ${media.md`
    flex-direction: column;
  `}
`;

const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;

  &:hover { background: ${({ theme }) => theme.colors.background}; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Section = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.md`
    padding: ${({ theme }) => theme.space.lg};
  `}

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const SECTIONS: readonly { key: AccountSection; icon: ReactNode }[] = [
  { key: 'integrations', icon: <LinkIcon /> },
  { key: 'profile', icon: <UserIcon /> },
  { key: 'security', icon: <LockIcon /> },
  { key: 'sessions', icon: <DevicesIcon /> },
];

export interface AccountPageProps {
  agent: Agent;
  section: AccountSection;
  notify: (params: NotifyParams) => void;
  onAgentSaved: (agent: Agent) => void;
}

/** 'Cuenta y configuración' (spec 02 §2.5): its section menu, the integrations grid and the profile form. */
export function AccountPage({ agent, section, notify, onAgentSaved }: AccountPageProps) {
  usePageTitle(product.title(accountTexts.heading));
  const sectionTitle = accountTexts.sections[section];
  return (
    <>
      <Heading>{accountTexts.heading}</Heading>
      <Layout>
        <nav aria-label={accountTexts.menuLabel}>
          <Menu>
            {SECTIONS.map(({ key, icon }) => (
              <li key={key}>
                <MenuLink href={paths.account({ section: key })} aria-current={key === section ? 'page' : undefined}>
                  {icon}
                  {accountTexts.sections[key]}
                </MenuLink>
              </li>
            ))}
          </Menu>
        </nav>
        <Section aria-labelledby="account-section-title">
          {section === 'profile' ? (
            <>
              <h2 id="account-section-title">{accountTexts.profileHeading}</h2>
              <ProfileSection agent={agent} notify={notify} onAgentSaved={onAgentSaved} />
              <ContactSection agent={agent} notify={notify} onAgentSaved={onAgentSaved} />
            </>
          ) : section === 'security' ? (
            <>
              <h2 id="account-section-title">{sectionTitle}</h2>
              <PasswordSection notify={notify} />
            </>
          ) : section === 'sessions' ? (
            <>
              <h2 id="account-section-title">{sectionTitle}</h2>
              <SessionsSection notify={notify} />
            </>
          ) : (
            <>
              <h2 id="account-section-title">{sectionTitle}</h2>
              <MediaProvidersGrid from="account" />
            </>
          )}
        </Section>
      </Layout>
    </>
  );
}
