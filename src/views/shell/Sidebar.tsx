import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { product, shell } from '../../i18n/es.ts';
import { BuildingIcon, DraftIcon, HomeIcon, LinkIcon, MenuIcon, PlusSquareIcon, SettingsIcon, UsersIcon } from '../ui/icons.tsx';
import { CloseIcon } from '../ui/actionIcons.tsx';
import { LogoMark } from '../ui/Logo.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { media } from '../ui/media.ts';
import { paths } from '../paths.ts';

export const SIDEBAR_ID = 'app-sidebar';
const SIDEBAR_LIST_ID = 'app-sidebar-items';
/** The top bar's button that opens the drawer on phones; focus returns to it when the drawer closes. */
export const DRAWER_BUTTON_ID = 'app-sidebar-open';
export const SIDEBAR_WIDTH = { expanded: 256, collapsed: 72 } as const;

/** Phones (sidebarMachine's `drawer`): the menu off-canvas, open or closed; null on wider screens. */
export type DrawerState = 'open' | 'closed' | null;

const drawerStyles = (drawer: 'open' | 'closed') => css`
  width: min(${SIDEBAR_WIDTH.expanded}px, 85vw);
  transform: translateX(${drawer === 'open' ? '0' : '-100%'});
  /* Hidden, not only moved: its links leave the tab order and the accessibility tree while closed. */
  visibility: ${drawer === 'open' ? 'visible' : 'hidden'};
  transition:
    transform 0.2s ease,
    visibility 0s linear ${drawer === 'open' ? '0s' : '0.2s'};
  box-shadow: ${({ theme }) => (drawer === 'open' ? theme.shadows.popover : 'none')};
`;

/**
 * Collapsed: an icon rail (labels stay for assistive technology and as tooltips).
 * Expanded: the full menu; under 768 px it opens over the content with a backdrop.
 * Drawer (under 480 px): no rail; the full menu slides in over the page from the top bar's button.
 */
const Panel = styled.nav<{ $collapsed: boolean; $drawer: DrawerState }>`
  position: fixed;
  z-index: ${({ theme, $collapsed }) => ($collapsed ? theme.layers.sidebar : theme.layers.drawer)};
  inset: 0 auto 0 0;
  width: ${({ $collapsed }) => ($collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded)}px;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 0.18s ease;
  overflow-x: hidden;
  overflow-y: auto;
  ${({ $collapsed }) =>
    !$collapsed &&
    css`
      box-shadow: ${({ theme }) => theme.shadows.popover};
    `}

  ${media.md`
    box-shadow: none;
  `}

  ${({ $drawer }) => $drawer !== null && drawerStyles($drawer)}
`;

const Backdrop = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.layers.drawer};
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};

  ${media.md`
    display: none;
  `}
`;

const Brand = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'space-between')};
  gap: ${({ theme }) => theme.space.xs};
  height: 64px;
  padding: 0 ${({ $collapsed }) => ($collapsed ? '0' : '12px 0 20px')};
  flex: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
  white-space: nowrap;

  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const ToggleButton = styled.button`
  width: 44px;
  height: 44px;
  flex: none;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const SubList = styled(List)`
  padding: 0;
`;

const Bottom = styled(List)`
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const GroupLabel = styled.span<{ $collapsed: boolean }>`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.xxs}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      height: 1px;
      padding: 0;
      margin: ${({ theme }) => theme.space.xs} 12px;
      background: ${({ theme }) => theme.colors.border};
      overflow: hidden;
      color: transparent;
    `}
`;

const ItemLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 500;
  white-space: nowrap;

  svg { flex: none; }

  &:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

interface Item {
  href: string;
  label: string;
  icon: ReactNode;
}

const main: Item = { href: paths.dashboard(), label: shell.nav.dashboard, icon: <HomeIcon /> };
const propertyItems: Item[] = [
  { href: paths.properties(), label: shell.nav.myProperties, icon: <BuildingIcon /> },
  { href: paths.createDraft(), label: shell.nav.newProperty, icon: <PlusSquareIcon /> },
  { href: paths.drafts(), label: shell.nav.drafts, icon: <DraftIcon /> },
];
const customers: Item = { href: paths.customers(), label: shell.nav.customers, icon: <UsersIcon /> };
const bottomItems: Item[] = [
  { href: paths.account({ section: 'integrations' }), label: shell.nav.integrations, icon: <LinkIcon /> },
  { href: paths.account(), label: shell.nav.settings, icon: <SettingsIcon /> },
];

/** An item is current when its path matches and, if it names a query, that query too. */
const isCurrent = (href: string, location: string, search: string): boolean => {
  const [path, query = ''] = href.split('?');
  if (path !== location) return false;
  return query === '' ? !new URLSearchParams(search).has('section') : new URLSearchParams(search).toString() === query;
};

const FOCUSABLE = 'a[href], button:not([disabled])';

export function Sidebar({
  collapsed,
  drawer,
  onToggle,
  onCloseDrawer,
  onNavigate,
}: {
  collapsed: boolean;
  drawer: DrawerState;
  /** Sends `sidebar.toggled`; also how the menu closes when it covers the content (phones). */
  onToggle: () => void;
  /** Sends `drawer.closed`: Escape, the backdrop, the drawer's close button. */
  onCloseDrawer: () => void;
  /** A link of the open drawer was followed: the shell closes the drawer and moves focus to the page. */
  onNavigate: () => void;
}) {
  const [location] = useLocation();
  const search = useSearch();
  const theme = useTheme();
  const panelRef = useRef<HTMLElement>(null);
  const drawerOpen = drawer === 'open';

  // The open drawer takes focus (its close button) and the page's scroll; the shell puts focus back.
  useEffect(() => {
    const panel = panelRef.current;
    if (!drawerOpen || panel === null) return;
    panel.querySelector<HTMLElement>('[data-drawer-close]')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [drawerOpen]);

  // Under 768 px the open menu covers the page: choosing a page should reveal it.
  const onItemClick = () => {
    if (drawer !== null) {
      if (drawerOpen) onNavigate();
      return;
    }
    if (!collapsed && window.matchMedia(`(max-width: ${theme.breakpoints.md - 0.02}px)`).matches) onToggle();
  };

  /** The open drawer is modal: Escape closes it, Tab stays inside (the page behind is inert). */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const panel = panelRef.current;
    if (!drawerOpen || panel === null) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCloseDrawer();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const showLabels = !collapsed || drawer !== null;
  const renderItem = ({ href, label, icon }: Item) => (
    <li key={href}>
      <ItemLink
        href={href}
        onClick={onItemClick}
        aria-current={isCurrent(href, location, search) ? 'page' : undefined}
        title={showLabels ? undefined : label}
      >
        {icon}
        {showLabels ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
      </ItemLink>
    </li>
  );

  const backdrop = drawer === null ? !collapsed : drawerOpen;
  return (
    <>
      {backdrop && <Backdrop aria-hidden="true" onClick={drawer === null ? onToggle : onCloseDrawer} />}
      <Panel ref={panelRef} id={SIDEBAR_ID} aria-label={shell.mainNav} $collapsed={!showLabels} $drawer={drawer} onKeyDown={onKeyDown}>
        <Brand $collapsed={!showLabels}>
          {showLabels && (
            <BrandLink href={paths.dashboard()} onClick={onItemClick} aria-label={shell.homeLink}>
              <LogoMark size={32} />
              {product.name}
            </BrandLink>
          )}
          {drawer === null ? (
            <ToggleButton type="button" aria-label={shell.toggleSidebar} aria-expanded={!collapsed} aria-controls={SIDEBAR_LIST_ID} onClick={onToggle}>
              <MenuIcon />
            </ToggleButton>
          ) : (
            <ToggleButton type="button" data-drawer-close aria-label={shell.closeNav} onClick={onCloseDrawer}>
              <CloseIcon />
            </ToggleButton>
          )}
        </Brand>
        <List id={SIDEBAR_LIST_ID}>
          {renderItem(main)}
          <li>
            <GroupLabel id="sidebar-properties" $collapsed={!showLabels}>
              {shell.nav.properties}
            </GroupLabel>
            <SubList aria-labelledby="sidebar-properties">{propertyItems.map(renderItem)}</SubList>
          </li>
          {renderItem(customers)}
        </List>
        <Bottom>{bottomItems.map(renderItem)}</Bottom>
      </Panel>
    </>
  );
}
