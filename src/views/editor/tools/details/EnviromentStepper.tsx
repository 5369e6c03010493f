import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import styled from 'styled-components';
import { enviromentStepperMachine } from '../../../../machines/enviromentStepperMachine.ts';
import type { PropertyEnviroment } from '../../../../schema/property-reference.ts';
import { updateDraftEnviroment } from '../../../../services/drafts-api.ts';
import { enviromentsToolTexts as texts } from '../../../../i18n/editor-tools.ts';
import { editorToasts } from '../../../../i18n/editor-toasts.ts';
import { useInspect } from '../../../ui/inspect.ts';
import { SaveStatus } from '../../../ui/SaveStatus.tsx';
import { useDraftEditor } from '../../editor-context.ts';
import { draftQuantity } from './reference-lists.ts';

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[data-some='true'] { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const Label = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: 600;
  min-width: 0;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StepButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.muted};
    border-color: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
  }
`;

const Value = styled.output`
  min-width: 2ch;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/**
 * One environment's stepper: minus, the quantity, plus. The agent's value shows at once while its
 * save waits (enviromentStepperMachine), the draft's otherwise; the editor saves it under
 * `enviroment:{id}` 500 ms after the last click. A bound button stays focusable (aria-disabled),
 * so a keyboard user pressing it at 0 keeps their place.
 */
export function EnviromentStepper({ enviroment }: { enviroment: PropertyEnviroment }) {
  const editor = useDraftEditor();
  const draftId = editor.draft.propertyDraftId;
  const enviromentId = enviroment.propertyEnviromentId;
  const stepper = useActorRef(
    enviromentStepperMachine.provide({
      actions: {
        requestSave: ({ self }, { quantity }) =>
          editor.save({
            key: `enviroment:${enviromentId}`,
            delay: 'short',
            run: () => updateDraftEnviroment(draftId, enviromentId, { quantity }),
            success: editorToasts.enviromentSaved,
            failure: editorToasts.enviromentFailed,
            idempotent: true,
            onQueued: () => {
              if (self.getSnapshot().status === 'active') self.send({ type: 'save.queued' });
            },
            onSaved: (draft) => {
              if (self.getSnapshot().status === 'active') self.send({ type: 'save.succeeded', quantity: draftQuantity(draft, enviromentId) });
            },
            onFailed: () => {
              if (self.getSnapshot().status === 'active') self.send({ type: 'save.failed' });
            },
          }),
      },
    }),
    { input: {}, inspect: useInspect() },
  );
  const pending = useSelector(stepper, (snapshot) => snapshot.hasTag('pending'));
  // Issue 21: only a save waiting for the connection is named on the row (the top bar says 'Guardando cambios…'
  // meanwhile, and the toast 'Guardado'); nothing else on the row changes while the agent clicks.
  const queued = useSelector(stepper, (snapshot) => snapshot.hasTag('queued'));
  const local = useSelector(stepper, (snapshot) => snapshot.context.quantity);
  const max = useSelector(stepper, (snapshot) => snapshot.context.max);
  const shown = pending ? local : draftQuantity(editor.draft, enviromentId);
  const nameId = useId();

  return (
    <Row data-some={shown > 0}>
      <Label>
        <Name id={nameId}>{enviroment.name}</Name>
        {queued && <SaveStatus status="queued" />}
      </Label>
      <Controls role="group" aria-labelledby={nameId}>
        <StepButton
          type="button"
          aria-label={texts.decrement(enviroment.name)}
          aria-disabled={shown <= 0}
          onClick={() => stepper.send({ type: 'quantity.decremented', shown })}
        >
          <span aria-hidden="true">−</span>
        </StepButton>
        <Value aria-live="polite" aria-label={texts.quantity(enviroment.name, shown)}>
          {shown}
        </Value>
        <StepButton
          type="button"
          aria-label={texts.increment(enviroment.name)}
          aria-disabled={shown >= max}
          onClick={() => stepper.send({ type: 'quantity.incremented', shown })}
        >
          <span aria-hidden="true">+</span>
        </StepButton>
      </Controls>
    </Row>
  );
}
