import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { onboardingTexts as texts } from '../../i18n/onboarding.ts';
import type { NotifyParams } from '../../machines/effects.ts';
import { imagePipelineMachine } from '../../machines/imagePipelineMachine.ts';
import { avatarImageRules } from '../../machines/images/decide.ts';
import type { OnboardingPhotoActor } from '../../machines/onboardingMachine.ts';
import type { Agent } from '../../schema/agent.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { Button, buttonStyle, type ButtonStyleProps } from '../ui/Button.tsx';
import { CropModal, PreviewModal } from '../ui/PhotoModals.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { useInspect } from '../ui/inspect.ts';
import { Spacer, StepActions } from './StepParts.tsx';

const Picture = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** The file input's label looks like the primary button; the focus ring follows the hidden input. */
const PickLabel = styled.label<ButtonStyleProps>`
  ${buttonStyle}
  cursor: pointer;

  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface PhotoPickerProps {
  photo: OnboardingPhotoActor;
  agent: Agent;
  notify: (params: NotifyParams) => void;
}

/**
 * The picture, its 'Subir foto'/'Cambiar foto' picker and the crop and preview modals: the picked
 * picture goes through imagePipelineMachine with the avatar rules (kept, resized to 650, or cropped
 * in 'Recortar foto'), then onboardingPhotoMachine uploads it. Onboarding step 2 and the account's
 * profile (issue 21) both use it.
 */
export function PhotoPicker({ photo, agent, notify }: PhotoPickerProps) {
  const pipeline = useActorRef(
    imagePipelineMachine.provide({
      actions: {
        imageReady: (_, { file }) => photo.send({ type: 'photo.chosen', file }),
        notify: (_, params) => notify(params),
      },
    }),
    { input: { rules: avatarImageRules, baseName: null }, inspect: useInspect() },
  );

  const cropping = useSelector(pipeline, (snapshot) => snapshot.matches('cropping'));
  const previewing = useSelector(pipeline, (snapshot) => snapshot.matches('previewing'));
  const picked = useSelector(pipeline, (snapshot) => snapshot.context.file);
  const pickedSize = useSelector(pipeline, (snapshot) => snapshot.context.size);
  const preview = useSelector(pipeline, (snapshot) => snapshot.context.preview);
  const processing = useSelector(pipeline, (snapshot) => snapshot.hasTag('busy'));
  const uploading = useSelector(photo, (snapshot) => snapshot.matches('uploading'));
  const busy = useSelector(photo, (snapshot) => snapshot.hasTag('busy')) || processing;
  const avatarUrl = useSelector(photo, (snapshot) => snapshot.context.agent.avatarUrl) ?? agent.avatarUrl;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still reports a change.
    event.target.value = '';
    if (file) pipeline.send({ type: 'file.selected', file });
  };

  return (
    <>
      <Picture>
        <Avatar name={agent.fullName || agent.firstName} url={avatarUrl} size={160} />
        <PickLabel $variant="primary" aria-disabled={busy || undefined}>
          {avatarUrl === null ? texts.photo.pick : texts.photo.change}
          <VisuallyHidden as="input" type="file" accept="image/jpeg,image/png,image/webp" disabled={busy} onChange={pick} />
        </PickLabel>
        <Status role="status">
          {(uploading || processing) && (
            <>
              <Spinner $size={16} />
              {uploading ? texts.photo.uploading : texts.loading}
            </>
          )}
        </Status>
      </Picture>

      {cropping && picked && pickedSize && (
        <CropModal
          file={picked}
          size={pickedSize}
          onConfirm={(area) => pipeline.send({ type: 'crop.confirmed', area })}
          onCancel={() => pipeline.send({ type: 'crop.cancelled' })}
        />
      )}
      {previewing && preview && (
        <PreviewModal
          picture={preview}
          onConfirm={() => pipeline.send({ type: 'preview.confirmed' })}
          onCancel={() => pipeline.send({ type: 'preview.cancelled' })}
        />
      )}
    </>
  );
}

export interface PhotoStepProps {
  photo: OnboardingPhotoActor;
  agent: Agent;
  skipLabel: string;
  notify: (params: NotifyParams) => void;
  onBack: () => void;
  onSkip: () => void;
}

/** Step 2 (spec 01): the PhotoPicker, then back and skip. */
export function PhotoStep({ photo, agent, skipLabel, notify, onBack, onSkip }: PhotoStepProps) {
  const busy = useSelector(photo, (snapshot) => snapshot.hasTag('busy'));
  return (
    <>
      <PhotoPicker photo={photo} agent={agent} notify={notify} />
      <StepActions>
        <Button variant="ghost" disabled={busy} onClick={onBack}>
          {texts.back}
        </Button>
        <Spacer />
        <Button variant="secondary" disabled={busy} onClick={onSkip}>
          {skipLabel}
        </Button>
      </StepActions>
    </>
  );
}
