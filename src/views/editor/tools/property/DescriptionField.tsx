import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { DRAFT_LIMITS } from '../../../../schema/property-draft.ts';
import { richTextLength } from '../../../../schema/rich-text.ts';
import { propertyToolTexts as texts } from '../../../../i18n/editor-tools.ts';
import { FieldError, FieldLabel } from '../../../ui/TextField.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';

/** Tiptap and ProseMirror: their own chunk, fetched when 'Propiedad' opens (issue 10 §6). */
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 226px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const Counter = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: right;
`;

/** The editor's chunk did not arrive (offline, a new deployment): the rest of the form still works. */
class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <Waiting role="alert">{texts.descriptionLoadFailed}</Waiting> : this.props.children;
  }
}

/** 'Descripción': the label, the lazily loaded rich-text editor, its text length and its error. */
export function DescriptionField({ initialHtml, html, error, onChange }: { initialHtml: string; html: string; error: string | null; onChange: (html: string) => void }) {
  const id = useId();
  const labelId = `${id}-label`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <Field>
      <FieldLabel as="span" id={labelId} onClick={() => document.getElementById(`${id}-editor`)?.focus()}>
        {texts.descriptionLabel}
      </FieldLabel>
      <ChunkBoundary>
        <Suspense
          fallback={
            <Waiting role="status">
              <Spinner $size={18} />
              {texts.descriptionLoading}
            </Waiting>
          }
        >
          <RichTextEditor
            id={`${id}-editor`}
            initialHtml={initialHtml}
            onChange={onChange}
            labelledBy={labelId}
            describedBy={[error ? errorId : null, counterId].filter(Boolean).join(' ')}
            invalid={error !== null}
          />
        </Suspense>
      </ChunkBoundary>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <Counter id={counterId}>{texts.descriptionHint(richTextLength(html), DRAFT_LIMITS.descriptionMax)}</Counter>
    </Field>
  );
}
