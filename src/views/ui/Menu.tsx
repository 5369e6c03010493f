import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const List = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.layers.popover};
  top: calc(100% + ${({ theme }) => theme.space.xxs});
  right: 0;
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Item = styled.button<{ $danger: boolean }>`
  width: 100%;
  min-height: 44px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 0;
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  text-align: left;
  cursor: pointer;

  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.background}; }
`;

export interface MenuItem {
  readonly key: string;
  readonly label: string;
  readonly onSelect: () => void;
  readonly icon?: ReactNode;
  readonly danger?: boolean;
}

export interface MenuProps {
  /** The trigger's content (text or an icon). */
  trigger: ReactNode;
  /** The trigger's accessible name when it shows only an icon. */
  label?: string;
  items: readonly MenuItem[];
  /** Renders the trigger (e.g. a Button or IconButton); it receives the ARIA props and handlers. */
  renderTrigger: (props: MenuTriggerProps) => ReactNode;
  /**
   * The trigger does nothing and says so (aria-disabled) but stays focusable: a dialog opened from
   * the menu gives focus back to it, which a `disabled` button would have dropped to the page.
   */
  disabled?: boolean;
}

export interface MenuTriggerProps {
  readonly id: string;
  readonly 'aria-haspopup': 'menu';
  readonly 'aria-expanded': boolean;
  readonly 'aria-controls': string | undefined;
  readonly 'aria-label': string | undefined;
  readonly 'aria-disabled': true | undefined;
  readonly onClick: () => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  readonly ref: (element: HTMLElement | null) => void;
  readonly children: ReactNode;
}

/**
 * A button opening a list of actions (the ARIA menu-button pattern): arrows move between items,
 * Escape or a click outside closes it and focus returns to the button. Open/closed is pure
 * presentation, so it is local state, not a machine.
 */
export function Menu({ trigger, label, items, renderTrigger, disabled = false }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLElement | null>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = itemRefs.current.filter((element): element is HTMLButtonElement => element !== null);
    const current = elements.indexOf(document.activeElement as HTMLButtonElement);
    const last = elements.length - 1;
    const next =
      event.key === 'ArrowDown' ? (current + 1) % elements.length
      : event.key === 'ArrowUp' ? (current - 1 + elements.length) % elements.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (event.key === 'Escape') {
      // Only the menu closes, not a dialog around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (next !== null) {
      event.preventDefault();
      elements[next]?.focus();
    }
  };

  return (
    <Wrapper ref={wrapper}>
      {renderTrigger({
        id: triggerId,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        'aria-label': label,
        'aria-disabled': disabled || undefined,
        onClick: () => {
          if (!disabled) setOpen((current) => !current);
        },
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown' && !disabled) {
            event.preventDefault();
            setOpen(true);
          }
        },
        ref: (element) => {
          button.current = element;
        },
        children: trigger,
      })}
      {open && (
        <List id={menuId} role="menu" aria-labelledby={triggerId} onKeyDown={moveFocus}>
          {items.map((item, index) => (
            <li key={item.key} role="none">
              <Item
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                $danger={item.danger ?? false}
                onClick={() => {
                  // Focus goes back to the button first, so a dialog the item opens returns it there.
                  close();
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </Item>
            </li>
          ))}
        </List>
      )}
    </Wrapper>
  );
}
