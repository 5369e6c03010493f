import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import styled from 'styled-components';
import { detailToggleMachine, type DetailSaveRequest } from '../../../../machines/detailToggleMachine.ts';
import { initialDetailValue, sentDetailValue, shownDetailValue, typedDetailValue } from '../../../../machines/forms/detail-value.ts';
import type { PropertyDetailType } from '../../../../schema/property-reference.ts';
import { deleteDraftDetail, updateDraftDetail } from '../../../../services/drafts-api.ts';
import { detailsToolTexts as texts, type DetailsToolKind } from '../../../../i18n/editor-tools.ts';
import { editorToasts } from '../../../../i18n/editor-toasts.ts';
import { Input } from '../../../ui/TextField.tsx';
import { SaveStatus } from '../../../ui/SaveStatus.tsx';
import { useInspect } from '../../../ui/inspect.ts';
import { useDraftEditor, type DraftSaveRequest } from '../../editor-context.ts';
import { draftDetailValue } from './reference-lists.ts';
import { Switch } from './Switch.tsx';

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:has(input[role='switch']:checked) { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;

  label { font-weight: 600; cursor: pointer; }
`;

const success = (tool: DetailsToolKind): string => (tool === 'services' ? editorToasts.serviceSaved : editorToasts.detailSaved);

/**
 * One detail type with its switch; switched on, its input (number or text by `valueKind`). The
 * draft's value starts it; afterwards the row owns it (detailToggleMachine) and asks the editor to
 * save each change under `detail:{typeId}`: 1000 ms after the last one, or at once for a toggle off.
 */
export function DetailRow({ type, tool }: { type: PropertyDetailType; tool: DetailsToolKind }) {
  const editor = useDraftEditor();
  const draftId = editor.draft.propertyDraftId;
  const typeId = type.propertyDetailTypeId;
  const request = (params: DetailSaveRequest): DraftSaveRequest => ({
    key: `detail:${typeId}`,
    delay: params.kind === 'delete' && !params.soon ? 'none' : 'long',
    run:
      params.kind === 'save'
        ? () => updateDraftDetail(draftId, { propertyDetailType: typeId, value: sentDetailValue(type.valueKind, params.value) })
        : () => deleteDraftDetail(draftId, typeId),
    success: success(tool),
    failure: editorToasts.saveFailed,
    idempotent: true,
  });
  const row = useActorRef(
    detailToggleMachine.provide({ actions: { requestSave: (_, params) => editor.save(request(params)) } }),
    { input: { value: shownDetailValue(type.valueKind, draftDetailValue(editor.draft, typeId)), initialValue: initialDetailValue(tool, type.valueKind) }, inspect: useInspect() },
  );
  const on = useSelector(row, (snapshot) => snapshot.hasTag('on'));
  const value = useSelector(row, (snapshot) => snapshot.context.value);
  const switchId = useId();
  const inputId = useId();
  const number = type.valueKind === 'number';
  const saveKey = `detail:${typeId}`;
  const status = editor.isQueued(saveKey) ? 'queued' : editor.isSaving(saveKey) ? 'saving' : null;

  return (
    <Row>
      <Top>
        <label htmlFor={switchId}>{type.name}</label>
        <Switch id={switchId} checked={on} onToggle={() => row.send({ type: 'detail.toggled' })} />
      </Top>
      {on && (
        <Input
          id={inputId}
          aria-label={texts.valueLabel(type.name)}
          inputMode={number ? 'decimal' : 'text'}
          autoComplete="off"
          placeholder={number ? texts.numberPlaceholder : texts.textPlaceholder}
          value={value}
          onChange={(event) => row.send({ type: 'value.changed', value: typedDetailValue(type.valueKind, event.target.value) })}
        />
      )}
      {status !== null && <SaveStatus status={status} />}
    </Row>
  );
}
