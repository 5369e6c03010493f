import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { taskFormMachine } from '../../../machines/taskFormMachine.ts';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from '../../../schema/rules.ts';
import { customerFieldTexts, taskFormTexts, taskViewTexts } from '../../../i18n/customers.ts';
import { Button } from '../../ui/Button.tsx';
import { DateField } from '../../ui/date-picker/DateField.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { FieldError, FieldLabel, TextField } from '../../ui/TextField.tsx';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const PRIORITIES = [1, 2, 3] as const;

export interface TaskFormProps {
  form: ActorRefFrom<typeof taskFormMachine>;
  /** 'Cancelar' beside the submit button (edit mode). */
  onCancel?: () => void;
}

/** The task fields of both panels (spec 02 §5); values, errors and the busy state are the machine's. */
export function TaskForm({ form, onCancel }: TaskFormProps) {
  const descriptionId = useId();
  const values = useSelector(form, (snapshot) => snapshot.context.values);
  const errors = useSelector(form, (snapshot) => snapshot.context.errors);
  const taskTypes = useSelector(form, (snapshot) => snapshot.context.taskTypes);
  const today = useSelector(form, (snapshot) => snapshot.context.today);
  const mode = useSelector(form, (snapshot) => snapshot.context.mode);
  const editable = useSelector(form, (snapshot) => snapshot.hasTag('editable'));
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submitted' });
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Select
        label={taskViewTexts.type}
        value={values.taskTypeId ?? ''}
        placeholder={customerFieldTexts.choose}
        options={taskTypes.map((taskType) => ({ value: taskType.taskTypeId, label: taskType.name }))}
        error={errors.taskTypeId}
        disabled={!editable}
        onValueChange={(value) => form.send({ type: 'taskType.selected', taskTypeId: value === '' ? null : value })}
      />
      <TextField
        label={taskViewTexts.title}
        value={values.title}
        error={errors.title}
        maxLength={TASK_TITLE_MAX + 10}
        readOnly={!editable}
        onValueChange={(value) => form.send({ type: 'field.changed', field: 'title', value })}
      />
      <Field>
        <FieldLabel htmlFor={descriptionId}>{taskViewTexts.description}</FieldLabel>
        <TextArea
          id={descriptionId}
          value={values.description}
          maxLength={TASK_DESCRIPTION_MAX + 10}
          readOnly={!editable}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          onChange={(event: { target: { value: string } }) =>
            form.send({ type: 'field.changed', field: 'description', value: event.target.value })
          }
        />
        {errors.description && <FieldError id={`${descriptionId}-error`}>{errors.description}</FieldError>}
      </Field>
      <Row>
        <Select
          label={taskViewTexts.priority}
          value={values.priority === null ? '' : String(values.priority)}
          placeholder={customerFieldTexts.choose}
          options={PRIORITIES.map((priority) => ({ value: String(priority), label: taskFormTexts.priority[priority] }))}
          error={errors.priority}
          disabled={!editable}
          onValueChange={(value) => form.send({ type: 'priority.selected', priority: value === '' ? null : Number(value) })}
        />
        <DateField
          label={taskViewTexts.dueDate}
          min={today}
          today={today}
          value={values.expirationDate}
          error={errors.expirationDate}
          readOnly={!editable}
          onValueChange={(value) => form.send({ type: 'field.changed', field: 'expirationDate', value })}
        />
      </Row>
      <Actions>
        {onCancel && (
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {taskViewTexts.cancelEdit}
          </Button>
        )}
        <Button type="submit" disabled={!editable} busy={busy}>
          {mode === 'create' ? taskViewTexts.create : taskViewTexts.save}
        </Button>
      </Actions>
    </Form>
  );
}
