import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { sidebarMachine } from '../../machines/sidebarMachine.ts';
import type { Agent } from '../../schema/agent.ts';
import { product, shell } from '../../i18n/es.ts';
import { MenuIcon } from '../ui/icons.tsx';
import { useInspect } from '../ui/inspect.ts';
import { Logo, LogoLink } from '../ui/Logo.tsx';
import { media } from '../ui/media.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { AvatarMenu } from './AvatarMenu.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { DRAWER_BUTTON_ID, SIDEBAR_ID, SIDEBAR_WIDTH, Sidebar, type DrawerState } from './Sidebar.tsx';
import { LiveProvider } from './LiveProvider.tsx';
import { FloatingWidgets, WIDGET_DOCK_CLEARANCE } from './widgets/FloatingWidgets.tsx';

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

/**
 * Content sits beside the rail; under 768 px an expanded menu overlays it instead of pushing it;
 * on phones (the drawer) the content takes the whole width.
 */
const Frame = styled.div<{ $collapsed: boolean; $drawer: boolean }>`
  min-height: 100vh;
  padding-left: ${SIDEBAR_WIDTH.collapsed}px;

  ${media.md<{ $collapsed: boolean }>`
    padding-left: ${({ $collapsed }) => ($collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded)}px;
    transition: padding-left 0.18s ease;
  `}

  ${({ $drawer }) =>
    $drawer &&
    css`
      padding-left: 0;
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

const DrawerButton = styled.button`
  width: 44px;
  height: 44px;
  flex: none;
  display: grid;
  place-items: center;
  margin-left: -${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.background}; }
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

  /* The floating widgets' round buttons sit over the bottom right: the page can always scroll clear of them. */
  && { padding-bottom: ${WIDGET_DOCK_CLEARANCE}; }

  &:focus { outline: none; }
`;

export interface ShellProps {
  agent: Agent;
  /** The `sidebar.collapsed` cookie as read by the app when the shell mounts. */
  initialCollapsed: boolean;
  children: ReactNode;
}

/**
 * Sidebar + top bar around every agent page. The sidebar's workflow is sidebarMachine's; the live
 * connection (LiveProvider) lasts as long as the shell.
 */
export function Shell({ agent, initialCollapsed, children }: ShellProps) {
  const sidebar = useActorRef(sidebarMachine, {
    input: { collapsed: initialCollapsed, width: window.innerWidth },
    inspect: useInspect(),
  });
  const collapsed = useSelector(sidebar, (snapshot) => snapshot.matches('collapsed'));
  const drawer = useSelector(sidebar, (snapshot): DrawerState => {
    if (!snapshot.matches('drawer')) return null;
    return snapshot.matches({ drawer: 'open' }) ? 'open' : 'closed';
  });
  const mainRef = useRef<HTMLElement>(null);
  const [location] = useLocation();

  // Only reports the width; whether to collapse is the machine's decision.
  useEffect(() => {
    const onResize = () => sidebar.send({ type: 'viewport.resized', width: window.innerWidth });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [sidebar]);

  /** Leaving the page from the open drawer: the new page gets the focus the drawer had. */
  const returnFocusTo = useRef<'button' | 'main'>('button');
  const closeForNavigation = () => {
    if (sidebar.getSnapshot().matches({ drawer: 'open' })) returnFocusTo.current = 'main';
    sidebar.send({ type: 'route.changed' });
  };

  // Once the drawer has closed (and the page is no longer inert): focus goes to the new page after
  // a link, else back to the top bar's button if it was in the drawer (Escape, close, backdrop).
  const drawerOpen = drawer === 'open';
  const wasOpen = useRef(false);
  useEffect(() => {
    if (drawerOpen) {
      wasOpen.current = true;
      returnFocusTo.current = 'button';
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const active = document.activeElement;
    if (returnFocusTo.current === 'main') mainRef.current?.focus();
    else if (active === null || active === document.body || document.getElementById(SIDEBAR_ID)?.contains(active)) {
      document.getElementById(DRAWER_BUTTON_ID)?.focus();
    }
  }, [drawerOpen]);

  // Any change of page (the browser's back button too) closes the drawer.
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    closeForNavigation();
  });

  const toggle = () => sidebar.send({ type: 'sidebar.toggled' });

  return (
    <LiveProvider>
      <SkipLink href={`#${MAIN_ID}`} inert={drawerOpen}>
        {shell.skipToContent}
      </SkipLink>
      <Sidebar
        collapsed={collapsed}
        drawer={drawer}
        onToggle={toggle}
        onCloseDrawer={() => sidebar.send({ type: 'drawer.closed' })}
        onNavigate={closeForNavigation}
      />
      {/* The page behind the open drawer is inert: no focus, no clicks, hidden from screen readers. */}
      <Frame $collapsed={collapsed} $drawer={drawer !== null} inert={drawerOpen}>
        <ConnectionStatus />
        <TopBar>
          {drawer !== null && (
            <DrawerButton
              id={DRAWER_BUTTON_ID}
              type="button"
              aria-label={shell.openNav}
              aria-expanded={drawerOpen}
              aria-controls={SIDEBAR_ID}
              onClick={() => sidebar.send({ type: 'drawer.opened' })}
            >
              <MenuIcon />
            </DrawerButton>
          )}
          {/* The logo (a link home too) sits here where the sidebar has none: beside the rail, and with the drawer. */}
          {(collapsed || drawer !== null) && (
            <HomeLink href={paths.dashboard()} aria-label={shell.homeLink}>
              <Logo nameFrom="sm" />
            </HomeLink>
          )}
          <AvatarMenu agent={agent} />
        </TopBar>
        <Main ref={mainRef} id={MAIN_ID} tabIndex={-1}>
          {children}
        </Main>
      </Frame>
      {/* Under the open drawer like the page: inert with it. Keyed by agent: another agent's flags and tasks. */}
      <div inert={drawerOpen}>
        <FloatingWidgets key={agent.agentId} agentId={agent.agentId} />
      </div>
    </LiveProvider>
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
