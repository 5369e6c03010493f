import { useRef } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { draftsListMachine } from '../../../machines/drafts-list.ts';
import { draftDeleteMachine } from '../../../machines/draftDeleteMachine.ts';
import type { NotifyParams } from '../../../machines/effects.ts';
import { DRAFTS_PAGE_SIZE, type PropertyDraftSummary } from '../../../schema/property-draft.ts';
import { draftDeleteTexts, draftsListTexts as texts } from '../../../i18n/properties.ts';
import { paths } from '../../paths.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { TrashIcon } from '../../ui/actionIcons.tsx';
import { useInspect } from '../../ui/inspect.ts';
import { PropertyListPage, type ListControl } from '../PropertyListPage.tsx';
import { draftBadge, titleText } from '../propertyCardText.ts';
import { propertyQueryParams, type PropertyQuery } from '../propertyQuery.ts';
import { usePublishedDraftIds } from './publishedLive.ts';

const draftsHref = (query: PropertyQuery): string => paths.drafts(propertyQueryParams(query));

/** A round button on the photo, readable over any picture. */
const DeleteButton = styled.button`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;

  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.danger}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &:disabled { cursor: not-allowed; opacity: 0.6; }
`;

export interface DraftsListPageProps {
  readonly notify: (params: NotifyParams) => void;
}

/**
 * /properties/drafts, 'Mi lista de borradores' (spec 03 §2): the agent's pending and publishing
 * drafts, each card to its editor; a pending one can be deleted from its card (issue 21).
 */
export function DraftsListPage({ notify }: DraftsListPageProps) {
  const published = usePublishedDraftIds();
  const list = useRef<ListControl>(null);
  const removal = useActorRef(
    draftDeleteMachine.provide({
      actions: {
        notify: (_, params) => notify(params),
        listChanged: () => list.current?.refresh(),
      },
    }),
    { inspect: useInspect() },
  );
  const confirming = useSelector(removal, (snapshot) => snapshot.matches('confirming') || snapshot.hasTag('busy'));
  const busy = useSelector(removal, (snapshot) => snapshot.hasTag('busy'));
  const canDelete = useSelector(removal, (snapshot) => snapshot.matches('idle'));

  return (
    <>
      <PropertyListPage
        texts={texts}
        idPrefix="draft"
        hrefOf={draftsHref}
        machine={draftsListMachine}
        pageSize={DRAFTS_PAGE_SIZE}
        listControl={list}
        cardOf={(draft: PropertyDraftSummary) => {
          const badge = draftBadge(draft.status, published.has(draft.propertyDraftId));
          return {
            key: draft.propertyDraftId,
            href: paths.draftEditor({ draftId: draft.propertyDraftId }),
            badge,
            action:
              badge === 'pending' ? (
                <DeleteButton
                  type="button"
                  aria-label={draftDeleteTexts.actionFor(titleText(draft))}
                  title={draftDeleteTexts.action}
                  disabled={!canDelete}
                  onClick={() => removal.send({ type: 'deletion.requested', draftId: draft.propertyDraftId })}
                >
                  <TrashIcon />
                </DeleteButton>
              ) : undefined,
          };
        }}
      />
      {confirming && (
        <ConfirmDialog
          title={draftDeleteTexts.title}
          message={draftDeleteTexts.confirmation}
          confirmLabel={draftDeleteTexts.confirm}
          cancelLabel={draftDeleteTexts.cancel}
          destructive
          busy={busy}
          onConfirm={() => removal.send({ type: 'deletion.confirmed' })}
          onCancel={() => removal.send({ type: 'deletion.cancelled' })}
        />
      )}
    </>
  );
}
