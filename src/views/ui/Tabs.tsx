import styled, { css } from 'styled-components';
import { Link } from 'wouter';

type HideFrom = 'lg' | 'xl';

export interface TabLink {
  readonly key: string;
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
  /** Hidden from this breakpoint up, where the same content has its own column. */
  readonly hideFrom?: HideFrom;
}

const Bar = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Wraps rather than scrolls: every section stays in sight on a phone. */
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $hideFrom: HideFrom | undefined }>`
  flex: none;
  ${({ $hideFrom, theme }) =>
    $hideFrom &&
    css`
      @media (min-width: ${theme.breakpoints[$hideFrom]}px) {
        display: none;
      }
    `}
`;

const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * A bar of section links (the URL keeps the chosen section, so they are links with
 * aria-current, not ARIA tabs); an item may hide on wide screens that show its content elsewhere.
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <Bar aria-label={label}>
      <List>
        {tabs.map((tab) => (
          <Item key={tab.key} $hideFrom={tab.hideFrom}>
            <Tab href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Tab>
          </Item>
        ))}
      </List>
    </Bar>
  );
}
