import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { sidebarMachine } from '../../machines/sidebarMachine.ts';
import type { Agent } from '../../schema/agent.ts';
import { product, shell } from '../../i18n/es.ts';
import { Logo, LogoLink } from '../ui/Logo.tsx';
import { media } from '../ui/media.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { AvatarMenu } from './AvatarMenu.tsx';
import { SIDEBAR_WIDTH, Sidebar } from './Sidebar.tsx';

const MAIN_ID = 'main-content';

const SkipLink = styled.a`
  position: absolute;
  z-index: ${({ theme }) => theme.layers.skipLink};
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};

  &:focus { top: ${({ theme }) => theme.space.md}; }
`;

/** Content sits beside the rail; under 768 px an expanded menu overlays it instead of pushing it. */
const Frame = styled.div<{ $collapsed: boolean }>`
  min-height: 100vh;
  padding-left: ${SIDEBAR_WIDTH.collapsed}px;

  ${media.md<{ $collapsed: boolean }>`
    padding-left: ${({ $collapsed }) => ($collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded)}px;
    transition: padding-left 0.18s ease;
  `}
`;

const TopBar = styled.header`
  position: sticky;
  z-index: ${({ theme }) => theme.layers.topbar};
  top: 0;
  height: 64px;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.lg`
    padding: 0 ${({ theme }) => theme.space.xl};
  `}
`;

const HomeLink = styled(LogoLink)`
  margin-right: auto;
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space.md};
  max-width: 1280px;

  ${media.md`
    padding: ${({ theme }) => theme.space.lg};
  `}
  ${media.lg`
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl}`};
  `}

  &:focus { outline: none; }
`;

export interface ShellProps {
  agent: Agent;
  /** The `sidebar.collapsed` cookie as read by the app when the shell mounts. */
  initialCollapsed: boolean;
  children: ReactNode;
}

/** Sidebar + top bar around every agent page. The sidebar's workflow is sidebarMachine's. */
export function Shell({ agent, initialCollapsed, children }: ShellProps) {
  const sidebar = useActorRef(sidebarMachine, {
    input: { collapsed: initialCollapsed, width: window.innerWidth },
  });
  const collapsed = useSelector(sidebar, (snapshot) => snapshot.matches('collapsed'));

  // Only reports the width; whether to collapse is the machine's decision.
  useEffect(() => {
    const onResize = () => sidebar.send({ type: 'viewport.resized', width: window.innerWidth });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [sidebar]);

  const toggle = () => sidebar.send({ type: 'sidebar.toggled' });

  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{shell.skipToContent}</SkipLink>
      <Sidebar collapsed={collapsed} onToggle={toggle} />
      <Frame $collapsed={collapsed}>
        <TopBar>
          {/* The open sidebar shows the logo (a link home too); the rail has no room for it. */}
          {collapsed && (
            <HomeLink href={paths.dashboard()} aria-label={shell.homeLink}>
              <Logo nameFrom="sm" />
            </HomeLink>
          )}
          <AvatarMenu agent={agent} />
        </TopBar>
        <Main id={MAIN_ID} tabIndex={-1}>
          {children}
        </Main>
      </Frame>
    </>
  );
}

const Heading = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const ComingSoonText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Areas later issues fill: their title and a plain line inside the shell. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(product.title(title));
  return (
    <>
      <Heading>{title}</Heading>
      <ComingSoonText>{shell.comingSoon}</ComingSoonText>
    </>
  );
}
