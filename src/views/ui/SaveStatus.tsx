import styled from 'styled-components';
import { saveStatusTexts, type SaveStatus as Status } from '../../i18n/typed-work.ts';

const Text = styled.span<{ $status: Status | null }>`
  display: block;
  /* The line is always there, empty or not: the controls beside it never move (a click lands where aimed). */
  line-height: 1.4;
  min-height: 1.4em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $status }) => ($status === 'queued' ? theme.colors.danger : $status === 'saved' ? theme.colors.success : theme.colors.muted)};
`;

/**
 * Issue 21: whether an autosaved field is saved ('Guardando…', 'Guardado', 'Sin guardar — se
 * guardará al volver la conexión'); announced politely. `null` shows nothing (untouched).
 */
export function SaveStatus({ status, id }: { status: Status | null; id?: string }) {
  return (
    <Text $status={status} id={id} role="status" aria-live="polite" data-save-status={status ?? 'none'}>
      {status === null ? '' : saveStatusTexts[status]}
    </Text>
  );
}
