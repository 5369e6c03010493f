import { useId } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import styled from 'styled-components';
import { UploadIcon } from '../../../ui/actionIcons.tsx';
import { Button } from '../../../ui/Button.tsx';
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
  cursor: ${({ $disabled }) => ($disabled ? 'progress' : 'default')};
  opacity: ${({ $disabled }) => ($disabled ? 0.75 : 1)};

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
 * A drop target with a real button inside: dropping works anywhere on it, the button (Tab, Enter)
 * opens the file picker and is described by the hint of which files it takes. While `busyText` is
 * set it waits (and says so).
 */
export function Dropzone({ label, prompt, choose, activePrompt, hint, busyText, accept, multiple, onFiles, onRejected }: DropzoneProps) {
  const hintId = useId();
  const busy = busyText !== null;
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    multiple,
    disabled: busy,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      if (accepted.length > 0) onFiles(accepted);
      if (rejected.length > 0) onRejected(rejected);
    },
  });
  return (
    <Zone {...getRootProps()} $active={isDragActive} $disabled={busy} data-testid="dropzone">
      <input {...getInputProps({ 'aria-label': label })} data-testid="dropzone-input" />
      {busy ? (
        <span role="status">
          <Spinner /> {busyText}
        </span>
      ) : isDragActive ? (
        <span>{activePrompt}</span>
      ) : (
        <>
          {prompt && <span>{prompt}</span>}
          <Button variant="secondary" icon={<UploadIcon />} aria-describedby={hintId} onClick={open}>
            {choose}
          </Button>
        </>
      )}
      <small id={hintId}>{hint}</small>
    </Zone>
  );
}
