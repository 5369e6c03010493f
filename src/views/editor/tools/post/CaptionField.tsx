import { Suspense, lazy, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CAPTION_MAX, insertAtCaret } from '../../../../machines/forms/post-form.ts';
import { postFormTexts } from '../../../../i18n/editor-posts.ts';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { FieldError, FieldLabel } from '../../../ui/TextField.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.ts';

/** Loaded only when the picker first opens: the library and its Spanish data are their own chunk. */
const EmojiPanel = lazy(() => import('./EmojiPanel.tsx'));

const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Caption = styled(TextArea)`
  min-height: 160px;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Counter = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Popover = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.layers.popover};
  top: calc(100% + ${({ theme }) => theme.space.xxs});
  left: 0;
  width: min(100%, 360px);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const PanelLoading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The caption (spec 03 §2, §5): a text area that keeps at most 2200 characters ('n/2200' under
 * it) and 'Insertar emoji', which opens the emoji picker beside it. A chosen emoji goes where the
 * caret was (replacing a selection) and the caret moves after it; the picker stays open for more
 * and closes with Escape, the button again, or when focus leaves it (focus then returns to the
 * caption when Escape closed it).
 */
export function CaptionField({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string) => void }) {
  const inputId = useId();
  const counterId = useId();
  const errorId = useId();
  const popoverId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const caretRef = useRef<number | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);

  // After an emoji: the caret goes right after it (setSelectionRange does not take focus).
  useLayoutEffect(() => {
    const caret = caretRef.current;
    if (caret === null || textRef.current === null) return;
    caretRef.current = null;
    textRef.current.setSelectionRange(caret, caret);
  }, [value]);

  const insertEmoji = (emoji: string) => {
    const text = textRef.current;
    const start = text?.selectionStart ?? value.length;
    const end = text?.selectionEnd ?? start;
    const next = insertAtCaret(value, emoji, start, end);
    if (next.caption === value) return;
    caretRef.current = next.caret;
    onChange(next.caption);
  };

  const closeToCaption = () => {
    setPickerOpen(false);
    textRef.current?.focus();
  };

  const onPopoverKeyDown = (event: KeyboardEvent) => {
    // The picker closes its own menus and clears its search first; an Escape it left alone closes it.
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      closeToCaption();
    }
  };

  const onFieldBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (pickerOpen && !event.currentTarget.contains(event.relatedTarget)) setPickerOpen(false);
  };

  const describedBy = [counterId, error === null ? null : errorId].filter(Boolean).join(' ');
  return (
    <Field onBlur={onFieldBlur}>
      <FieldLabel htmlFor={inputId}>{postFormTexts.caption}</FieldLabel>
      <Caption
        ref={textRef}
        id={inputId}
        value={value}
        maxLength={CAPTION_MAX}
        aria-invalid={error === null ? undefined : true}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <Bar>
        <Button
          variant="secondary"
          aria-expanded={pickerOpen}
          aria-controls={pickerOpen ? popoverId : undefined}
          onClick={() => setPickerOpen((open) => !open)}
        >
          <span aria-hidden="true">😊</span>
          {pickerOpen ? postFormTexts.emojiClose : postFormTexts.emojiOpen}
        </Button>
        <Counter id={counterId}>
          <span aria-hidden="true">{postFormTexts.captionCounter(value.length, CAPTION_MAX)}</span>
          <VisuallyHidden>{postFormTexts.captionCounterLabel(value.length, CAPTION_MAX)}</VisuallyHidden>
        </Counter>
      </Bar>
      {error !== null && <FieldError id={errorId}>{error}</FieldError>}
      {pickerOpen && (
        <Popover id={popoverId} role="dialog" aria-label={postFormTexts.emojiDialog} onKeyDown={onPopoverKeyDown}>
          <Suspense
            fallback={
              <PanelLoading role="status">
                <Spinner />
                {postFormTexts.emojiLoading}
              </PanelLoading>
            }
          >
            <EmojiPanel onEmoji={insertEmoji} />
          </Suspense>
        </Popover>
      )}
    </Field>
  );
}
