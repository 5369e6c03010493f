import { forwardRef, useId } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { PropertyDraftSummary } from '../../../schema/property-draft.ts';
import { draftCardTexts, publishingPanelTexts as texts } from '../../../i18n/dashboard-widgets.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { paths } from '../../paths.ts';
import { WidgetCard, WidgetHeader, minimiseOnEscape } from './WidgetParts.tsx';

/** Spec 01 §9: the publishing panel's list is at most 225 px high; more drafts scroll. */
export const PUBLISHING_PANEL_MAX_HEIGHT_PX = 225;

const Drafts = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  max-height: ${PUBLISHING_PANEL_MAX_HEIGHT_PX}px;
  overflow-y: auto;
`;

const DraftLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const Thumb = styled.span`
  flex: none;
  width: 48px;
  height: 48px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};

  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Text = styled.span`
  min-width: 0;
  display: flex;
  flex-direction: column;

  strong { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface PublishingPanelCardProps {
  drafts: readonly PropertyDraftSummary[];
  onMinimise: () => void;
  onDismiss: () => void;
}

/** The open publishing panel: one card per draft being published, each a link to its progress page. */
export const PublishingPanelCard = forwardRef<HTMLButtonElement, PublishingPanelCardProps>(function PublishingPanelCard(
  { drafts, onMinimise, onDismiss },
  minimiseRef,
) {
  const titleId = useId();
  return (
    <WidgetCard aria-labelledby={titleId} onKeyDown={minimiseOnEscape(onMinimise)}>
      <WidgetHeader
        ref={minimiseRef}
        titleId={titleId}
        title={texts.title}
        minimiseLabel={texts.minimise}
        dismissLabel={texts.dismiss}
        onMinimise={onMinimise}
        onDismiss={onDismiss}
      />
      <Drafts>
        {drafts.map((draft) => (
          <li key={draft.propertyDraftId}>
            <DraftLink href={paths.draftPublishing({ draftId: draft.propertyDraftId })}>
              <Thumb aria-hidden="true">{draft.thumbnail !== null && <img src={draft.thumbnail} alt="" />}</Thumb>
              <Text>
                <strong>{draft.title ?? draftCardTexts.untitled}</strong>
                <Status>
                  <Spinner $size={12} />
                  {texts.publishing}
                </Status>
              </Text>
            </DraftLink>
          </li>
        ))}
      </Drafts>
    </WidgetCard>
  );
});
