import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { Agent } from '../../schema/agent.ts';
import { shell } from '../../i18n/es.ts';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../ui/icons.tsx';
import { media } from '../ui/media.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { paths } from '../paths.ts';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const Name = styled.span`
  display: none;
  font-weight: 600;
  max-width: 16ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${media.sm`
    display: inline;
  `}
`;

const Avatar = styled.span`
  width: 36px;
  height: 36px;
  flex: none;
  display: grid;
  place-items: center;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Popover = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.layers.popover};
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover { background: ${({ theme }) => theme.colors.background}; color: ${({ theme }) => theme.colors.text}; }
`;

const initials = (agent: Agent): string =>
  [agent.firstName, agent.lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toLocaleUpperCase('es') || '?';

/**
 * The account menu: a disclosure (button + links) rather than an ARIA menu, so plain Tab works.
 * Open/closed is local presentation state; it closes on Escape (focus back on the button),
 * on a click outside and after choosing an entry.
 */
export function AvatarMenu({ agent }: { agent: Agent }) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
      >
        <Avatar aria-hidden="true">{agent.avatarUrl ? <img src={agent.avatarUrl} alt="" /> : initials(agent)}</Avatar>
        <Name>{agent.firstName}</Name>
        <VisuallyHidden>{shell.openMenu}</VisuallyHidden>
        <ChevronDownIcon />
      </Trigger>
      <Popover id={menuId} hidden={!open}>
        <li>
          <MenuLink href={paths.account()} onClick={() => setOpen(false)}>
            <UserIcon />
            {shell.avatarMenu.account}
          </MenuLink>
        </li>
        <li>
          <MenuLink href={paths.logout()} onClick={() => setOpen(false)}>
            <LogoutIcon />
            {shell.avatarMenu.signOut}
          </MenuLink>
        </li>
      </Popover>
    </Wrapper>
  );
}
