import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { Agent } from '../../schema/agent.ts';
import { dashboard, product } from '../../i18n/es.ts';
import { linkCardStyles } from '../ui/Card.tsx';
import { DraftIcon, LinkIcon, PlusSquareIcon, UsersIcon } from '../ui/icons.tsx';
import { media } from '../ui/media.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { ContinuePublishing } from './ContinuePublishing.tsx';
import { PendingTasks } from './PendingTasks.tsx';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.muted};
`;

const Greeting = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;

  ${media.md`
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  `}
`;

const Question = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.sm`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `}
  ${media.xl`
    grid-template-columns: repeat(4, minmax(0, 1fr));
  `}
`;

const Tile = styled(Link)`
  height: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  ${linkCardStyles}
  font-weight: 600;

  ${media.xl`
    flex-direction: column;
    align-items: flex-start;
  `}
`;

const TileIcon = styled.span`
  flex: none;
  width: 48px;
  height: 48px;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const tiles: { href: string; label: string; icon: ReactNode }[] = [
  { href: paths.createDraft(), label: dashboard.tiles.createProperty, icon: <PlusSquareIcon /> },
  { href: paths.drafts(), label: dashboard.tiles.viewDrafts, icon: <DraftIcon /> },
  { href: paths.customers(), label: dashboard.tiles.manageCustomers, icon: <UsersIcon /> },
  { href: paths.account({ section: 'integrations' }), label: dashboard.tiles.linkAccounts, icon: <LinkIcon /> },
];

/** 'Escritorio' (spec 01 §2): the greeting, the quick actions, the pending tasks and the latest pending draft. */
export function DashboardPage({ agent }: { agent: Agent }) {
  usePageTitle(product.title(dashboard.pageTitle));
  return (
    <>
      <Header>
        <Title>{dashboard.pageTitle}</Title>
        <Greeting>{dashboard.greeting(agent.firstName)}</Greeting>
        <Question>{dashboard.question}</Question>
      </Header>
      <Tiles>
        {tiles.map(({ href, label, icon }) => (
          <li key={href}>
            <Tile href={href}>
              <TileIcon>{icon}</TileIcon>
              {label}
            </Tile>
          </li>
        ))}
      </Tiles>
      <PendingTasks />
      <ContinuePublishing />
    </>
  );
}
