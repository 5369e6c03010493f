import { useEffect, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { customerStatusMachine } from '../../../machines/customerStatusMachine.ts';
import type { NotifyParams } from '../../../machines/effects.ts';
import { imagePipelineMachine } from '../../../machines/imagePipelineMachine.ts';
import { avatarImageRules } from '../../../machines/images/decide.ts';
import type { RefreshTrigger } from '../../../machines/reload.ts';
import { TENANT_STATUS, type Tenant } from '../../../schema/tenant.ts';
import { customerDetailTexts, customerLabels, customerStatusTexts } from '../../../i18n/customers.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { ButtonLink, buttonStyle, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { CameraIcon, ChatIcon, EditIcon, MoreIcon } from '../../ui/actionIcons.tsx';
import { Menu } from '../../ui/Menu.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Stars } from '../../ui/Stars.tsx';
import { StatusDot } from '../../ui/StatusDot.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { useInspect } from '../../ui/inspect.ts';
import { paths } from '../../paths.ts';
import { formatDate } from '../../ui/dates.ts';
import type { CustomerDetailActor } from './CustomerView.tsx';
import { avatarSrc, chatHref, starsFor } from './customerText.ts';
import { CropModal, PreviewModal } from '../../ui/PhotoModals.tsx';

const Block = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const AvatarFrame = styled.div`
  position: relative;
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.7);
  color: ${({ theme }) => theme.colors.primary};
`;

const UploadLabel = styled.label`
  position: absolute;
  right: -4px;
  bottom: -4px;
  width: 40px;
  height: 40px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;

  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const TypeRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Compact buttons that wrap in the narrow profile column. */
const Actions = styled.div`
  width: 100%;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0;

  & > * { flex: 1 1 auto; }
  & > a, & > div > button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    gap: ${({ theme }) => theme.space.xxs};
  }
  & > div > button { width: 100%; }
`;

const ExternalLink = styled.a<ButtonStyleProps>`
  ${buttonStyle}
`;

const MenuButton = styled.button<ButtonStyleProps>`
  ${buttonStyle}
`;

export interface ProfileBlockProps {
  slug: string;
  customer: Tenant;
  detail: CustomerDetailActor;
  notify: (params: NotifyParams) => void;
  onReload: (from: RefreshTrigger) => void;
}

/** The left column's profile (spec 02 §2.3): avatar with upload, name, type and stars, actions, status. */
export function ProfileBlock({ slug, customer, detail, notify, onReload }: ProfileBlockProps) {
  const inspect = useInspect();
  const status = useActorRef(
    customerStatusMachine.provide({
      actions: {
        notify: (_, params) => notify(params),
        replaced: (_, { customer: changed }) => detail.send({ type: 'customer.replaced', customer: changed }),
        reload: (_, params) => {
          if (params.from) onReload(params.from);
        },
      },
    }),
    { input: { tenantId: customer.tenantId, status: customer.status }, inspect },
  );
  const photo = useActorRef(
    imagePipelineMachine.provide({
      actions: {
        imageReady: (_, { file }) => detail.send({ type: 'avatar.chosen', file }),
        notify: (_, params) => notify(params),
      },
    }),
    { input: { rules: avatarImageRules, baseName: customer.tenantId }, inspect },
  );

  // Listener: a reloaded customer tells the status machine which action now fits.
  useEffect(() => {
    status.send({ type: 'status.synced', status: customer.status });
  }, [status, customer.status]);

  const confirming = useSelector(status, (snapshot) => snapshot.matches('confirming') || snapshot.hasTag('busy'));
  const changingStatus = useSelector(status, (snapshot) => snapshot.hasTag('busy'));
  const linkActive = useSelector(status, (snapshot) => snapshot.context.status === TENANT_STATUS.Active);
  const canRequestChange = useSelector(status, (snapshot) => snapshot.can({ type: 'status.change.requested' }));

  const cropping = useSelector(photo, (snapshot) => snapshot.matches('cropping'));
  const previewing = useSelector(photo, (snapshot) => snapshot.matches('previewing'));
  const picked = useSelector(photo, (snapshot) => snapshot.context.file);
  const pickedSize = useSelector(photo, (snapshot) => snapshot.context.size);
  const preview = useSelector(photo, (snapshot) => snapshot.context.preview);
  const processingPhoto = useSelector(photo, (snapshot) => snapshot.hasTag('busy'));
  const uploading = useSelector(detail, (snapshot) => snapshot.hasTag('uploadingAvatar'));

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still reports a change.
    event.target.value = '';
    if (file) photo.send({ type: 'file.selected', file });
  };

  const active = customer.status === TENANT_STATUS.Active;
  const typeLabel = customerLabels.tenantType[customer.tenantType];
  const stars = starsFor(customer.tenantType);

  return (
    <Block aria-labelledby="customer-name">
      <AvatarFrame>
        <Avatar name={customer.fullName} url={avatarSrc(customer)} size={112} />
        {(processingPhoto || uploading) && (
          <Busy role="status">
            <Spinner $size={28} />
            <VisuallyHidden>{customerDetailTexts.loading}</VisuallyHidden>
          </Busy>
        )}
        {/* Only the agent who registered the customer changes the photo (issue 6); customerDetailMachine refuses it too. */}
        {customer.identityEditable && (
          <UploadLabel>
            <CameraIcon />
            <VisuallyHidden>{customerDetailTexts.changeAvatar}</VisuallyHidden>
            <VisuallyHidden
              as="input"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={processingPhoto || uploading}
              onChange={pick}
            />
          </UploadLabel>
        )}
      </AvatarFrame>

      <h1 id="customer-name">{customer.fullName}</h1>
      <TypeRow>
        <span>{typeLabel}</span>
        <Stars filled={stars} label={customerDetailTexts.starsLabel(stars)} />
      </TypeRow>

      <Actions>
        <ButtonLink href={paths.editCustomer({ slug })} $variant="secondary">
          <EditIcon />
          {customerDetailTexts.edit}
        </ButtonLink>
        <ExternalLink href={chatHref(customer.phoneNumber.fullNumber)} target="_blank" rel="noopener noreferrer" $variant="secondary">
          <ChatIcon />
          {customerDetailTexts.message}
        </ExternalLink>
        <Menu
          trigger={
            <>
              <MoreIcon />
              {customerDetailTexts.more}
            </>
          }
          items={[
            {
              key: 'status',
              label: linkActive ? customerStatusTexts.archiveAction : customerStatusTexts.activateAction,
              danger: linkActive,
              onSelect: () => status.send({ type: 'status.change.requested' }),
            },
          ]}
          disabled={!canRequestChange}
          renderTrigger={({ ref, children, ...props }) => (
            <MenuButton type="button" {...props} ref={ref} $variant="secondary">
              {children}
            </MenuButton>
          )}
        />
      </Actions>

      <StatusDot tone={active ? 'active' : 'inactive'}>
        {active
          ? customerDetailTexts.activeSince(formatDate(customer.createdAt))
          : customerDetailTexts.archivedSince(formatDate(customer.updatedAt))}
      </StatusDot>

      {confirming && (
        <ConfirmDialog
          title={linkActive ? customerStatusTexts.archiveTitle : customerStatusTexts.activateTitle}
          message={linkActive ? customerDetailTexts.archiveConfirmation : customerDetailTexts.activateConfirmation}
          confirmLabel={linkActive ? customerStatusTexts.archiveAction : customerStatusTexts.activateAction}
          cancelLabel={customerDetailTexts.cancel}
          // Archiving takes the customer out of the agent's list: destructive. Activating is not.
          destructive={linkActive}
          busy={changingStatus}
          onConfirm={() => status.send({ type: 'status.change.confirmed' })}
          onCancel={() => status.send({ type: 'status.change.cancelled' })}
        />
      )}

      {cropping && picked !== null && pickedSize !== null && (
        <CropModal
          file={picked}
          size={pickedSize}
          onConfirm={(area) => photo.send({ type: 'crop.confirmed', area })}
          onCancel={() => photo.send({ type: 'crop.cancelled' })}
        />
      )}
      {previewing && preview !== null && (
        <PreviewModal
          picture={preview}
          onConfirm={() => photo.send({ type: 'preview.confirmed' })}
          onCancel={() => photo.send({ type: 'preview.cancelled' })}
        />
      )}
    </Block>
  );
}
