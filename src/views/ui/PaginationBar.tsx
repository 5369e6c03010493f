import styled from 'styled-components';
import { paginationTexts } from '../../i18n/customers.ts';
import { offsetOf, pageCount, pageItems, pageOf } from './pages.ts';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const PageButton = styled.button`
  min-width: 40px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:hover:not(:disabled):not([aria-current='page']) { background: ${({ theme }) => theme.colors.primarySoft}; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

const Gap = styled.li`
  min-width: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PaginationBarProps {
  total: number;
  pageSize: number;
  offset: number;
  onOffsetChange: (offset: number) => void;
  disabled?: boolean;
}

/** Page buttons for a list; drawn only when there is more than one page. */
export function PaginationBar({ total, pageSize, offset, onOffsetChange, disabled = false }: PaginationBarProps) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const current = Math.min(pageOf(offset, pageSize), count);
  const go = (page: number) => onOffsetChange(offsetOf(page, pageSize));

  return (
    <Nav aria-label={paginationTexts.label}>
      <List>
        <li>
          <PageButton type="button" disabled={disabled || current === 1} onClick={() => go(current - 1)}>
            {paginationTexts.previous}
          </PageButton>
        </li>
        {pageItems(current, count).map((item) =>
          item.kind === 'gap' ? (
            <Gap key={item.key} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item.page}>
              <PageButton
                type="button"
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={paginationTexts.page(item.page)}
                disabled={disabled}
                onClick={() => item.page !== current && go(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" disabled={disabled || current === count} onClick={() => go(current + 1)}>
            {paginationTexts.next}
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
