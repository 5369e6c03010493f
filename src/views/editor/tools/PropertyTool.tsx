import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { propertyFormMachine } from '../../../machines/propertyFormMachine.ts';
import { propertyValues, type PropertyValues } from '../../../machines/forms/property-form.ts';
import { DRAFT_LIMITS, OPERATION_TYPE, type OperationType } from '../../../schema/property-draft.ts';
import { updateDraftBasics } from '../../../services/drafts-api.ts';
import { propertyToolTexts as texts } from '../../../i18n/editor-tools.ts';
import { editorToasts } from '../../../i18n/editor-toasts.ts';
import { Button } from '../../ui/Button.tsx';
import { ChipGroup } from '../../ui/Chip.tsx';
import { RestoredNote } from '../../ui/RestoredNote.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useTypedDraft, type TypedDraft } from '../../ui/useTypedDraft.ts';
import { useInspect } from '../../ui/inspect.ts';
import { media } from '../../ui/media.ts';
import { useListState } from '../../ui/useListState.ts';
import { useDraftEditor } from '../editor-context.ts';
import { ReferenceListState, ToolFrame } from './details/ToolFrame.tsx';
import { propertyTypesListMachine, WHOLE_LIST } from './details/reference-lists.ts';
import { DescriptionField } from './property/DescriptionField.tsx';
import { PriceField } from './property/PriceField.tsx';
import { PropertyTypePicker } from './property/PropertyTypePicker.tsx';
import { decodeTypedProperty } from './property/typed-property.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.md`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `}
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;

  & > * { flex: 1 1 auto; }
  ${media.sm`
    & > * { flex: 0 0 auto; }
  `}
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: right;
`;

const operationOptions = [
  { value: String(OPERATION_TYPE.Sale), label: texts.operationSale },
  { value: String(OPERATION_TYPE.Rent), label: texts.operationRent },
];

/**
 * 'Propiedad' (spec 03 §2, §4, §5): type, operation, price, code and description, saved with
 * 'Guardar' through the editor ('basic', at once); 2 s after the success the editor opens
 * 'Ambientes'. The form is propertyFormMachine; the types list the shared listMachine.
 */
export default function PropertyTool() {
  const editor = useDraftEditor();
  // Issue 21: what was typed and not saved survives a reload (a local copy per agent and draft).
  const typed = useTypedDraft('property', editor.draft.propertyDraftId, decodeTypedProperty);
  return <PropertyForm key={typed.generation} typed={typed} />;
}

function PropertyForm({ typed }: { typed: TypedDraft<PropertyValues> }) {
  const editor = useDraftEditor();
  const inspect = useInspect();
  const draftId = editor.draft.propertyDraftId;
  // The draft as this tool opened on it (or the agent's unsaved copy): the form owns the values from then on.
  const [initial] = useState(() => typed.restored ?? propertyValues(editor.draft));
  const form = useActorRef(
    propertyFormMachine.provide({
      actions: {
        requestSave: ({ self }, body) =>
          editor.save({
            key: 'basic',
            delay: 'none',
            run: () => updateDraftBasics(draftId, body),
            success: editorToasts.propertySaved,
            failure: editorToasts.saveFailed,
            onSaved: () => {
              if (self.getSnapshot().status === 'active') self.send({ type: 'save.succeeded' });
            },
            onFailed: () => {
              if (self.getSnapshot().status === 'active') self.send({ type: 'save.failed' });
            },
          }),
        moveOn: (_, { section }) => editor.goTo(section),
        rememberTyped: (_, { values }) => typed.remember(values),
        forgetTyped: () => typed.forget(),
      },
    }),
    { input: { values: initial }, inspect },
  );
  // Issue 21: the draft read again after another tab saved it: the form takes it, but for the field being typed.
  const refreshed = useRef(editor.refreshes);
  useEffect(() => {
    if (refreshed.current === editor.refreshes) return;
    refreshed.current = editor.refreshes;
    form.send({ type: 'draft.refreshed', values: propertyValues(editor.draft) });
  }, [editor.refreshes, editor.draft, form]);
  const types = useActorRef(propertyTypesListMachine, { input: WHOLE_LIST, inspect });
  const typesState = useListState(types);
  const values = useSelector(form, (snapshot) => snapshot.context.values);
  const errors = useSelector(form, (snapshot) => snapshot.context.errors);
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const saved = useSelector(form, (snapshot) => snapshot.hasTag('saved'));

  const formElement = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submitted' });
    // A refused submit shows every error: keyboard users land on the first one.
    if (!form.getSnapshot().hasTag('busy')) {
      requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  return (
    <ToolFrame heading={texts.heading} intro={texts.intro}>
      <Form ref={formElement} noValidate onSubmit={submit}>
        {typed.restored !== null && <RestoredNote onDiscard={typed.discard} />}
        <ReferenceListState list={typesState} texts={{ ...texts, empty: texts.typesEmpty }} onRetry={() => types.send({ type: 'list.retried' })}>
          <PropertyTypePicker
            legend={texts.typeLegend}
            types={typesState.items}
            value={values.propertyTypeId}
            error={errors.propertyType}
            onChoose={(propertyTypeId) => form.send({ type: 'type.chosen', propertyTypeId })}
          />
        </ReferenceListState>
        <ChipGroup
          legend={texts.operationLegend}
          options={operationOptions}
          value={String(values.operationType)}
          onValueChange={(value) => form.send({ type: 'operation.chosen', operationType: Number(value) as OperationType })}
        />
        <Pair>
          <PriceField
            label={texts.priceLabel}
            placeholder={texts.pricePlaceholder}
            value={values.price}
            error={errors.price}
            onType={(text) => form.send({ type: 'price.changed', text })}
            onBlur={() => form.send({ type: 'price.blurred' })}
          />
          <TextField
            label={texts.codeLabel}
            placeholder={texts.codePlaceholder}
            value={values.code}
            error={errors.code}
            maxLength={DRAFT_LIMITS.codeMax}
            autoComplete="off"
            onValueChange={(code) => form.send({ type: 'code.changed', code })}
          />
        </Pair>
        <DescriptionField
          initialHtml={initial.description}
          html={values.description}
          error={errors.description}
          onChange={(html) => form.send({ type: 'description.changed', html })}
        />
        <Actions>
          <Button type="submit" busy={busy} disabled={busy || saved}>
            {busy ? texts.saving : texts.save}
          </Button>
        </Actions>
        <div aria-live="polite">{saved && <Status>{texts.movingOn}</Status>}</div>
      </Form>
    </ToolFrame>
  );
}
