import { useId, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { draftEditorMachine } from '../../machines/draftEditorMachine.ts';
import type { EditorSection } from '../../schema/editor-sections.ts';
import type { PropertyDraft } from '../../schema/property-draft.ts';
import { sideMenuTexts } from '../../i18n/editor.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { media } from '../ui/media.ts';
import { useDialogFocus } from '../ui/useDialogFocus.ts';
import { paths } from '../paths.ts';
import { EDITOR_MENU, TILE_SECTION, completedTiles, tileOfSection, type EditorTile } from './completion.ts';

export const SIDE_MENU_ID = 'editor-tools';
const TOP_BAR = 64;

/** A fixed column from 1024 px; under it the drawer below shows the same menu. */
const Column = styled.nav`
  display: none;

  ${media.lg`
    display: block;
    position: sticky;
    top: ${TOP_BAR}px;
    align-self: start;
    height: calc(100vh - ${TOP_BAR}px);
    overflow-y: auto;
    background: ${({ theme }) => theme.colors.surface};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  `}
`;

const Backdrop = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.layers.drawer};
  inset: ${TOP_BAR}px 0 0 0;
  background: ${({ theme }) => theme.colors.overlay};

  ${media.lg`
    display: none;
  `}
`;

const Drawer = styled.div`
  width: min(320px, 88vw);
  height: 100%;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};

  &:focus { outline: none; }
`;

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.a<{ $active: boolean }>`
  position: relative;
  min-height: 64px;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: center;
  text-decoration: none;

  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }

  ${({ $active }) =>
    $active &&
    css`
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    `}
`;

const Check = styled.span`
  position: absolute;
  top: 6px;
  right: 6px;
  width: 20px;
  height: 20px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  color: #ffffff;
`;

const CheckIcon = () => (
  <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M5 12l5 5L20 7" />
  </svg>
);

interface MenuProps {
  draft: PropertyDraft;
  section: EditorSection;
  choose: (section: EditorSection) => void;
}

/** The groups of tiles; a plain click opens the tool in place, a modified one (new tab) follows the link. */
function MenuGroups({ draft, section, choose }: MenuProps) {
  const idPrefix = useId();
  const completed = completedTiles(draft);
  const active = tileOfSection(section);
  const open = (tile: EditorTile) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(TILE_SECTION[tile]);
  };
  return (
    <Groups>
      {EDITOR_MENU.map(({ group, tiles }) => (
        <section key={group} aria-labelledby={`${idPrefix}-${group}`}>
          <h2 id={`${idPrefix}-${group}`}>{sideMenuTexts.groups[group]}</h2>
          <Tiles>
            {tiles.map((tile) => (
              <li key={tile}>
                <Tile
                  href={paths.draftEditor({ draftId: draft.propertyDraftId, section: TILE_SECTION[tile] })}
                  aria-current={tile === active ? 'page' : undefined}
                  $active={tile === active}
                  onClick={open(tile)}
                  data-tile={tile}
                >
                  {sideMenuTexts.tiles[tile]}
                  {completed[tile] && tile !== active && (
                    <Check data-completed="">
                      <CheckIcon />
                      <VisuallyHidden>{` (${sideMenuTexts.completed})`}</VisuallyHidden>
                    </Check>
                  )}
                </Tile>
              </li>
            ))}
          </Tiles>
        </section>
      ))}
    </Groups>
  );
}

function MobileDrawer({ onClose, ...props }: MenuProps & { onClose: () => void }) {
  const { ref, onKeyDown } = useDialogFocus<HTMLDivElement>(onClose);
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Drawer ref={ref} id={SIDE_MENU_ID} role="dialog" aria-modal="true" aria-label={sideMenuTexts.label} tabIndex={-1} onKeyDown={onKeyDown}>
        <nav aria-label={sideMenuTexts.label}>
          <MenuGroups {...props} />
        </nav>
      </Drawer>
    </Backdrop>,
    document.body,
  );
}

/**
 * The side menu (spec 03 §2): a fixed column on large screens; on small ones a drawer the top
 * bar's menu button toggles, closed by choosing a tool, Escape or a click beside it.
 */
export function EditorSideMenu({ editor, draft, section }: { editor: ActorRefFrom<typeof draftEditorMachine>; draft: PropertyDraft; section: EditorSection }) {
  const menuOpen = useSelector(editor, (snapshot) => snapshot.matches({ loaded: { menu: 'open' } }));
  const choose = (next: EditorSection) => editor.send({ type: 'section.chosen', section: next });
  return (
    <>
      <Column aria-label={sideMenuTexts.label}>
        <MenuGroups draft={draft} section={section} choose={choose} />
      </Column>
      {menuOpen && <MobileDrawer draft={draft} section={section} choose={choose} onClose={() => editor.send({ type: 'menu.closed' })} />}
    </>
  );
}
