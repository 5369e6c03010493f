import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { draftEditorMachine } from '../../machines/draftEditorMachine.ts';
import type { NotifyParams } from '../../machines/effects.ts';
import type { EditorSection } from '../../schema/editor-sections.ts';
import { product } from '../../i18n/es.ts';
import { editorTexts } from '../../i18n/editor.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { ListError } from '../ui/ListState.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { useInspect } from '../ui/inspect.ts';
import { CONFIRMED_LEAVE } from '../ui/confirmed-leave.ts';
import { useLatest } from '../ui/useLatest.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { EditorLayout, type PreviewAgent } from './EditorLayout.tsx';

const Centre = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};

  & > * { width: min(100%, 36rem); }
`;

const NotFound = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  p { color: ${({ theme }) => theme.colors.muted}; }
`;

export interface EditorPageProps {
  /** The route parameter. */
  draftId: string;
  /** The `section` query parameter, already checked (unknown values fall back to basic_details). */
  section: EditorSection;
  /** `validation_error=true`: the publish modal opens on load. */
  validationError: boolean;
  /** The signed-in agent (the preview's agent card). */
  agent: PreviewAgent;
  /** The app's toast (views cannot reach the app's provider). */
  notify: (params: NotifyParams) => void;
}

/**
 * /property-editor/{propertyDraftId}/create (spec 03 §2 'Property editor'): a full-screen page of
 * its own, outside the app's sidebar. Loads the draft (spinner, retry, not found), then the editor.
 * A new draft id is a new page: the route keys it; a new `section` only opens another tool.
 */
export function EditorPage({ draftId, section, validationError, agent, notify }: EditorPageProps) {
  const [, navigate] = useLocation();
  const latest = useLatest({ notify, navigate });
  const editor = useActorRef(
    draftEditorMachine.provide({
      actions: {
        notify: (_, params) => latest.current.notify(params),
        showSection: (_, params) => latest.current.navigate(paths.draftEditor({ draftId, section: params.section })),
        // The exit dialog warned about unsaved changes: the shell's leave guard does not ask again.
        leave: () => latest.current.navigate(paths.properties(), { state: CONFIRMED_LEAVE }),
      },
    }),
    { input: { draftId, validationError }, inspect: useInspect() },
  );
  const loaded = useSelector(editor, (snapshot) => snapshot.matches('loaded'));
  const failed = useSelector(editor, (snapshot) => snapshot.matches('failed'));
  const retryVisible = useSelector(editor, (snapshot) => snapshot.matches({ failed: 'retryVisible' }));
  const notFound = useSelector(editor, (snapshot) => snapshot.matches('notFound'));

  usePageTitle(product.title(notFound ? editorTexts.notFoundTitle : editorTexts.pageTitle));

  if (loaded) return <EditorLayout editor={editor} section={section} agent={agent} />;

  if (notFound) {
    return (
      <Centre>
        <NotFound>
          <h1>{editorTexts.notFoundTitle}</h1>
          <p>{editorTexts.notFoundText}</p>
          <ButtonLink href={paths.drafts()}>{editorTexts.backToDrafts}</ButtonLink>
        </NotFound>
      </Centre>
    );
  }

  if (failed) {
    return (
      <Centre>
        <div>
          <VisuallyHidden as="h1">{editorTexts.pageTitle}</VisuallyHidden>
          <ListError
            message={editorTexts.loadFailed}
            retryLabel={editorTexts.retry}
            retryVisible={retryVisible}
            onRetry={() => editor.send({ type: 'draft.retried' })}
          />
        </div>
      </Centre>
    );
  }

  return (
    <Centre>
      <div role="status" aria-live="polite" style={{ display: 'grid', placeItems: 'center' }}>
        <VisuallyHidden as="h1">{editorTexts.pageTitle}</VisuallyHidden>
        <Spinner $size={32} />
        <VisuallyHidden>{editorTexts.loading}</VisuallyHidden>
      </div>
    </Centre>
  );
}
