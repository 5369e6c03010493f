import { Suspense, lazy, useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { draftEditorMachine } from '../../machines/draftEditorMachine.ts';
import type { EditorSection } from '../../schema/editor-sections.ts';
import { PROPERTY_DRAFT_STATUS, type PropertyDraft } from '../../schema/property-draft.ts';
import type { ListingAgent } from '../../schema/property.ts';
import { editorTexts, exitDialogTexts } from '../../i18n/editor.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { media } from '../ui/media.ts';
import { paths } from '../paths.ts';
import { DraftEditorContext, type DraftEditor } from './editor-context.ts';
import { EditorSideMenu } from './EditorSideMenu.tsx';
import { EditorTopBar, TOP_BAR_HEIGHT } from './EditorTopBar.tsx';
import { PublishModal } from './PublishModal.tsx';
import { ToolBoundary } from './ToolBoundary.tsx';
import { EDITOR_TOOLS } from './tool-registry.ts';
import { ConnectionStatus } from '../shell/ConnectionStatus.tsx';

export type DraftEditorActor = ActorRefFrom<typeof draftEditorMachine>;

/** The signed-in agent, as the preview's agent card shows them. */
export type PreviewAgent = Pick<ListingAgent, 'fullName' | 'avatarUrl'>;

/** The preview (the listing layout the property view shares) and its sanitiser load only when the agent asks for it. */
const ListingPreview = lazy(() => import('../listing/ListingPreview.tsx'));

const Frame = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${media.lg`
    grid-template-columns: 300px minmax(0, 1fr);
  `}
`;

const Main = styled.main`
  min-width: 0;
  min-height: calc(100vh - ${TOP_BAR_HEIGHT}px);
  padding: ${({ theme }) => theme.space.md};

  ${media.md`
    padding: ${({ theme }) => theme.space.xl};
  `}

  &:focus { outline: none; }
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 30vh;
  color: ${({ theme }) => theme.colors.primary};
`;

const ToolSpinner = () => (
  <Loading>
    <Spinner $size={28} />
  </Loading>
);

/** The editor once the draft is loaded: top bar, side menu, the open tool or the preview, and the modals. */
export function EditorLayout({ editor, section, agent }: { editor: DraftEditorActor; section: EditorSection; agent: PreviewAgent }) {
  const draft = useSelector(editor, (snapshot) => snapshot.context.draft) as PropertyDraft;
  const busyKeys = useSelector(editor, (snapshot) => snapshot.context.busyKeys);
  const refreshes = useSelector(editor, (snapshot) => snapshot.context.refreshes);
  const queuedKeys = useSelector(editor, (snapshot) => snapshot.context.queuedKeys);
  const previewing = useSelector(editor, (snapshot) => snapshot.matches({ loaded: { mode: 'previewing' } }));
  const confirmingExit = useSelector(editor, (snapshot) => snapshot.matches({ loaded: { exit: 'confirming' } }));
  const publishOpen = useSelector(editor, (snapshot) => snapshot.matches({ loaded: { publish: 'open' } }));
  const saving = busyKeys.length > 0;

  const value = useMemo<DraftEditor>(
    () => ({
      draft,
      refreshes,
      isSaving: (key) => busyKeys.includes(key),
      isQueued: (key) => queuedKeys.includes(key),
      save: (request) => editor.send({ type: 'draft.save', request }),
      goTo: (next) => editor.send({ type: 'section.chosen', section: next }),
    }),
    [draft, refreshes, busyKeys, queuedKeys, editor],
  );

  // Spec 03 §2: the browser asks before the page unloads — while a change is still unsaved
  // (waiting for its debounce or in flight); everything else is already stored.
  useEffect(() => {
    if (!saving) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [saving]);

  // Another tool starts at its top, not where the last one was scrolled to.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [section]);

  const Tool = EDITOR_TOOLS[section];
  return (
    <DraftEditorContext.Provider value={value}>
      <Frame>
        <ConnectionStatus />
        <EditorTopBar editor={editor} saving={saving} queued={queuedKeys.length > 0} />
        <Body>
          <EditorSideMenu editor={editor} draft={draft} section={section} />
          <Main id="editor-main" tabIndex={-1}>
            {draft.status !== PROPERTY_DRAFT_STATUS.Pending && (
              <Notice role="note">
                <p>{draft.status === PROPERTY_DRAFT_STATUS.Publishing ? editorTexts.publishingNotice : editorTexts.publishedNotice}</p>
                <Link href={paths.draftPublishing({ draftId: draft.propertyDraftId })}>{editorTexts.toPublishing}</Link>
              </Notice>
            )}
            {previewing ? (
              <Suspense fallback={<ToolSpinner />}>
                <ListingPreview listing={draft} agent={agent} />
              </Suspense>
            ) : (
              <ToolBoundary key={section}>
                <Suspense fallback={<ToolSpinner />}>
                  <Tool />
                </Suspense>
              </ToolBoundary>
            )}
          </Main>
        </Body>
      </Frame>
      {confirmingExit && (
        <ConfirmDialog
          title={exitDialogTexts.title}
          message={exitDialogTexts.message}
          cancelLabel={exitDialogTexts.cancel}
          confirmLabel={exitDialogTexts.confirm}
          destructive
          onCancel={() => editor.send({ type: 'exit.cancelled' })}
          onConfirm={() => editor.send({ type: 'exit.confirmed' })}
        />
      )}
      {publishOpen && <PublishModal editor={editor} draft={draft} saving={saving} />}
    </DraftEditorContext.Provider>
  );
}
