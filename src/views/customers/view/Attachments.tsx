import { useId, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { useDropzone } from 'react-dropzone';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { attachmentMachine } from '../../../machines/attachmentMachine.ts';
import { attachmentIcon, formatFileSize, type AttachmentIcon } from '../../../machines/format/file-size.ts';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_SIZE_TEXT, attachmentRefusalMessage } from '../../../machines/forms/attachment-rules.ts';
import type { TaskAttachment } from '../../../schema/task.ts';
import { attachmentTexts, taskViewTexts } from '../../../i18n/customers.ts';
import { FileTypeIcon, TrashIcon, UploadIcon } from '../../ui/actionIcons.tsx';
import { IconButton } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/** Each icon's label and colour (spec 02 §9: pdf, xlsx, pptx, docx, jpeg, jpg, png, gif, webp, generic). */
const ICONS: Readonly<Record<AttachmentIcon, { readonly label: string; readonly color: string }>> = {
  pdf: { label: 'PDF', color: '#b42318' },
  xlsx: { label: 'XLSX', color: '#1e7b3c' },
  pptx: { label: 'PPTX', color: '#b54708' },
  docx: { label: 'DOCX', color: '#175cd3' },
  jpeg: { label: 'JPEG', color: '#6941c6' },
  jpg: { label: 'JPG', color: '#6941c6' },
  png: { label: 'PNG', color: '#0b5c6b' },
  gif: { label: 'GIF', color: '#c11574' },
  webp: { label: 'WEBP', color: '#3e4784' },
  file: { label: 'FILE', color: '#52606d' },
};

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  div { flex: 1; min-width: 0; display: flex; flex-direction: column; }
  a { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
  small { color: ${({ theme }) => theme.colors.muted}; }
  button { margin: 0; }
`;

const Drop = styled.div<{ $active: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.background)};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.7 : 1)};

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Rules = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Refusal = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export interface AttachmentsProps {
  attachments: readonly TaskAttachment[];
  machine: ActorRefFrom<typeof attachmentMachine>;
}

/** A task's files: icon, name (a download link), size text and delete; the dropzone uploads (spec 02 §2.3, §9). */
export function Attachments({ attachments, machine }: AttachmentsProps) {
  const busy = useSelector(machine, (snapshot) => snapshot.hasTag('busy'));
  const uploading = useSelector(machine, (snapshot) => (snapshot.matches('uploading') ? snapshot.context.file : null));
  const deletingId = useSelector(machine, (snapshot) => snapshot.context.attachmentId);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());

  const refusal = useSelector(machine, (snapshot) => snapshot.context.refusal);
  const rulesId = useId();

  const { getRootProps, getInputProps, isDragActive, rootRef } = useDropzone({
    // The machine checks what was dropped (one file, its type, its size) and says which rule a
    // refused file broke; the server checks the bytes again. react-dropzone only counts the files.
    multiple: false,
    disabled: busy,
    onDrop: (accepted, rejected) => {
      const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
      if (files.length > 0) machine.send({ type: 'files.dropped', files });
    },
  });

  useKeepFocusAfterRemoval(
    attachments.map((attachment) => attachment.taskMediaId),
    (id) => deleteButtons.current.get(id),
    () => rootRef.current,
  );

  return (
    <section aria-labelledby="task-attachments">
      <Title id="task-attachments">{taskViewTexts.attachments}</Title>
      {attachments.length === 0 && uploading === null ? (
        <Muted>{taskViewTexts.noAttachments}</Muted>
      ) : (
        <List>
          {attachments.map((attachment) => {
            const icon = ICONS[attachmentIcon(attachment.extension)];
            return (
              <Row key={attachment.taskMediaId}>
                <FileTypeIcon label={icon.label} color={icon.color} />
                <div>
                  <a href={attachment.url} target="_blank" rel="noopener noreferrer" download={attachment.fileName}>
                    {attachment.fileName}
                  </a>
                  <small>{formatFileSize(attachment.sizeValue)}</small>
                </div>
                {/* aria-disabled, not disabled: the pressed button keeps focus while its file is deleted
                    (a disabled one would drop it to the page); the machine ignores presses while busy. */}
                <IconButton
                  ref={(element) => {
                    if (element === null) deleteButtons.current.delete(attachment.taskMediaId);
                    else deleteButtons.current.set(attachment.taskMediaId, element);
                  }}
                  type="button"
                  aria-label={taskViewTexts.deleteAttachment(attachment.fileName)}
                  aria-disabled={busy || undefined}
                  onClick={() => machine.send({ type: 'attachment.deleteRequested', attachmentId: attachment.taskMediaId })}
                >
                  {deletingId === attachment.taskMediaId ? <Spinner /> : <TrashIcon />}
                </IconButton>
              </Row>
            );
          })}
          {uploading !== null && (
            <Row role="status">
              <Spinner />
              <div>
                <span>{uploading.name}</span>
                <small>{taskViewTexts.uploading}</small>
              </div>
            </Row>
          )}
        </List>
      )}
      {/* The input sits beside the drop area (which clicks it), so no control nests in another. */}
      <input {...getInputProps({ accept: ATTACHMENT_ACCEPT })} />
      <Drop
        {...getRootProps({ role: 'button' })}
        $active={isDragActive}
        $disabled={busy}
        aria-disabled={busy || undefined}
        aria-describedby={rulesId}
      >
        <UploadIcon />
        <span>{isDragActive ? taskViewTexts.dropzoneActive : taskViewTexts.dropzone}</span>
      </Drop>
      <Rules id={rulesId}>{attachmentTexts.rules(ATTACHMENT_MAX_SIZE_TEXT)}</Rules>
      {refusal !== null && <Refusal role="alert">{attachmentRefusalMessage(refusal)}</Refusal>}
    </section>
  );
}

/**
 * When a row goes away with the focus on it (its delete button, once the file is deleted and the
 * task reloaded), focus moves to the delete button of the file that took its place, else of the
 * one before it, else to the dropzone: it stays in the panel instead of falling to the page.
 * Presentation only: which rows exist is the task's, and the machine decides the deletion.
 */
function useKeepFocusAfterRemoval(
  ids: readonly string[],
  buttonOf: (id: string) => HTMLElement | undefined,
  fallback: () => HTMLElement | null,
): void {
  const previous = useRef(ids);
  const key = ids.join(' ');
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = ids;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    const removedAt = before.findIndex((id) => !ids.includes(id));
    if (!focusLost || removedAt === -1) return;
    const next = ids[Math.min(removedAt, ids.length - 1)];
    (next === undefined ? fallback() : buttonOf(next))?.focus();
    // `key` stands for `ids`: a new array with the same rows is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
