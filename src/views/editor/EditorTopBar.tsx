import styled, { css } from 'styled-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { draftEditorMachine } from '../../machines/draftEditorMachine.ts';
import { editorTexts, editorTopBarTexts } from '../../i18n/editor.ts';
import { MenuIcon } from '../ui/icons.tsx';
import { media } from '../ui/media.ts';
import { SIDE_MENU_ID } from './EditorSideMenu.tsx';
import { saveStatusTexts } from '../../i18n/typed-work.ts';

export const TOP_BAR_HEIGHT = 64;

/** The spec's dark top bar: the text colour of the app as its background. */
const Bar = styled.header`
  position: sticky;
  z-index: ${({ theme }) => theme.layers.topbar};
  top: 0;
  height: ${TOP_BAR_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.text};
  color: #ffffff;

  ${media.md`
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.lg};
  `}
`;

const Title = styled.p`
  display: none;
  margin-right: auto;
  font-weight: 700;
  white-space: nowrap;

  ${media.md`
    display: block;
  `}
`;

const Spacer = styled.span`
  flex: 1 1 auto;

  ${media.md`
    display: none;
  `}
`;

const barButton = css`
  min-height: 40px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid rgba(255, 255, 255, 0.55);
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: #ffffff;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:hover { background: rgba(255, 255, 255, 0.12); }
  &:focus-visible { outline-color: #8ab4f8; }
`;

const BarButton = styled.button`
  ${barButton}
`;

const PublishButton = styled.button`
  ${barButton}
  border-color: #ffffff;
  background: #ffffff;
  color: ${({ theme }) => theme.colors.text};

  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

const MenuButton = styled.button`
  ${barButton}
  width: 44px;
  min-height: 44px;
  padding: 0;
  border-color: transparent;

  ${media.lg`
    display: none;
  `}
`;

/** Shown from 768 px: 'Previsualizar' and 'Salir del editor'. */
const Wide = styled.span`
  display: none;

  ${media.md`
    display: contents;
  `}
`;

/** Under 768 px: the short 'Salir'. */
const Narrow = styled.span`
  display: contents;

  ${media.md`
    display: none;
  `}
`;

const Status = styled.span`
  display: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: #d3dae0;

  ${media.lg`
    display: inline;
  `}
`;

export function EditorTopBar({ editor, saving, queued = false }: { editor: ActorRefFrom<typeof draftEditorMachine>; saving: boolean; queued?: boolean }) {
  const menuOpen = useSelector(editor, (snapshot) => snapshot.matches({ loaded: { menu: 'open' } }));
  const previewing = useSelector(editor, (snapshot) => snapshot.matches({ loaded: { mode: 'previewing' } }));
  const exit = () => editor.send({ type: 'exit.requested' });
  return (
    <Bar aria-label={editorTopBarTexts.label}>
      <MenuButton
        type="button"
        aria-label={menuOpen ? editorTopBarTexts.closeMenu : editorTopBarTexts.openMenu}
        aria-expanded={menuOpen}
        aria-controls={SIDE_MENU_ID}
        onClick={() => editor.send({ type: 'menu.toggled' })}
      >
        <MenuIcon />
      </MenuButton>
      <Title>{editorTexts.pageTitle}</Title>
      <Spacer />
      <Status role="status" aria-live="polite">
        {queued ? saveStatusTexts.queued : saving ? editorTopBarTexts.saving : ''}
      </Status>
      <Wide>
        <BarButton type="button" aria-pressed={previewing} onClick={() => editor.send({ type: 'preview.opened' })}>
          {editorTopBarTexts.preview}
        </BarButton>
      </Wide>
      <BarButton type="button" onClick={() => editor.send({ type: previewing ? 'preview.closed' : 'preview.opened' })}>
        {previewing ? editorTopBarTexts.edit : editorTopBarTexts.view}
      </BarButton>
      <PublishButton type="button" aria-haspopup="dialog" onClick={() => editor.send({ type: 'publish.opened' })}>
        {editorTopBarTexts.publish}
      </PublishButton>
      <Wide>
        <BarButton type="button" aria-haspopup="dialog" onClick={exit}>
          {editorTopBarTexts.exitEditor}
        </BarButton>
      </Wide>
      <Narrow>
        <BarButton type="button" aria-haspopup="dialog" onClick={exit}>
          {editorTopBarTexts.exit}
        </BarButton>
      </Narrow>
    </Bar>
  );
}
