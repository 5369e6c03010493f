import { useId } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import styled from 'styled-components';
import { Spinner } from '../../../ui/Spinner.tsx';

const Zone = styled.div<{ $active: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 160px;
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.surface)};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'progress' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.75 : 1)};

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  strong { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;

export interface DropzoneProps {
  label: string;
  prompt: string;
  choose: string;
  activePrompt: string;
  hint: string;
  busyText: string | null;
  accept: Record<string, string[]>;
  multiple: boolean;
  onFiles: (files: File[]) => void;
  onRejected: (rejections: FileRejection[]) => void;
}

/**
 * A drop target that is also a button: Enter or Space opens the file picker, the label says what it
 * does and the hint which files it takes. While `busyText` is set it waits (and says so).
 */
export function Dropzone({ label, prompt, choose, activePrompt, hint, busyText, accept, multiple, onFiles, onRejected }: DropzoneProps) {
  const hintId = useId();
  const busy = busyText !== null;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    multiple,
    disabled: busy,
    onDrop: (accepted, rejected) => {
      if (accepted.length > 0) onFiles(accepted);
      if (rejected.length > 0) onRejected(rejected);
    },
  });
  return (
    <Zone
      {...getRootProps({ role: 'button', 'aria-label': label, 'aria-describedby': hintId, 'aria-disabled': busy || undefined })}
      $active={isDragActive}
      $disabled={busy}
    >
      <input {...getInputProps()} data-testid="dropzone-input" />
      {busy ? (
        <span>
          <Spinner /> {busyText}
        </span>
      ) : isDragActive ? (
        <span>{activePrompt}</span>
      ) : (
        <span>
          {prompt} <strong>{choose}</strong>
        </span>
      )}
      <small id={hintId}>{hint}</small>
    </Zone>
  );
}
