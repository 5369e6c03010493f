import { useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { editorToasts } from '../../../i18n/editor-toasts.ts';
import { imagesTexts as t } from '../../../i18n/editor-media.ts';
import { imagePipelineMachine } from '../../../machines/imagePipelineMachine.ts';
import { imagesToolMachine } from '../../../machines/imagesToolMachine.ts';
import { propertyImageRules } from '../../../machines/images/decide.ts';
import { deleteImageKeepingThumbnail, orderedMedia, uploadThumbnailFrom } from '../../../services/draft-media.ts';
import { updateDraftImage, uploadDraftImage } from '../../../services/drafts-api.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { CropModal, PreviewModal } from '../../ui/PhotoModals.tsx';
import { useInspect } from '../../ui/inspect.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { useDraftEditor } from '../editor-context.ts';
import { Dropzone } from './images/Dropzone.tsx';
import { ImageCard } from './images/ImageCard.tsx';
import { Hint, ToolHeader, ToolSection } from './location/styles.ts';

const IMAGE_TYPES = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

const Gallery = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Thumbnail = styled.figure`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  img { width: 149px; height: 112px; object-fit: cover; border-radius: ${({ theme }) => theme.radii.sm}; border: 1px solid ${({ theme }) => theme.colors.border}; }
  figcaption { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

type Pipeline = ActorRefFrom<typeof imagePipelineMachine>;

/**
 * 'Imagenes' (spec 03 §4 'Image upload'), also shown for section 'thumbnail': dropped pictures go
 * one at a time through imagePipelineMachine with the property rules (resize, 'Recortar foto',
 * 'Previsualizar foto') and are uploaded through the editor; the gallery shows the main image,
 * assigns environments and deletes with a confirmation.
 */
export default function ImagesTool() {
  const editor = useDraftEditor();
  const latest = useLatest(editor);
  const inspect = useInspect();
  const draftId = editor.draft.propertyDraftId;
  const pipelineRef = useRef<Pipeline | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);

  const tool = useActorRef(
    imagesToolMachine.provide({
      actions: {
        prepare: (_, { file }) => pipelineRef.current?.send({ type: 'file.selected', file }),
        upload: (_, { file }) =>
          latest.current.save({
            key: 'images',
            delay: 'none',
            run: () => uploadDraftImage(draftId, file),
            success: editorToasts.imageSaved,
            failure: editorToasts.saveFailed,
            onSaved: () => tool.send({ type: 'upload.succeeded' }),
            onFailed: () => tool.send({ type: 'upload.failed' }),
          }),
        makeThumbnail: (_, { file }) =>
          latest.current.save({
            key: 'thumbnail',
            delay: 'none',
            run: () => uploadThumbnailFrom(draftId, file),
            success: editorToasts.thumbnailSaved,
            failure: editorToasts.saveFailed,
          }),
        remove: (_, { image, main }) =>
          latest.current.save({
            key: `image:${image.propertyImageId}`,
            delay: 'none',
            run: () => deleteImageKeepingThumbnail(draftId, image, main),
            success: editorToasts.imageDeleted,
            failure: editorToasts.deleteFailed,
            onSaved: (draft) => tool.send({ type: 'delete.succeeded', remaining: orderedMedia(draft) }),
            onFailed: () => tool.send({ type: 'delete.failed' }),
          }),
      },
    }),
    { input: { empty: editor.draft.media.length === 0 }, inspect },
  );
  const pipeline = useActorRef(
    imagePipelineMachine.provide({
      actions: {
        imageReady: (_, { file }) => tool.send({ type: 'image.ready', file }),
        notify: () => tool.send({ type: 'image.skipped' }),
      },
    }),
    { input: { rules: propertyImageRules, baseName: null }, inspect },
  );
  pipelineRef.current = pipeline;

  const preparing = useSelector(tool, (snapshot) => snapshot.matches({ upload: 'preparing' }));
  const uploading = useSelector(tool, (snapshot) => snapshot.hasTag('uploading'));
  const confirming = useSelector(tool, (snapshot) => snapshot.matches({ deletion: 'confirming' }) || snapshot.hasTag('deleting'));
  const deleting = useSelector(tool, (snapshot) => snapshot.hasTag('deleting'));
  const doomed = useSelector(tool, (snapshot) => snapshot.context.doomed);
  const cropping = useSelector(pipeline, (snapshot) => snapshot.matches('cropping'));
  const previewing = useSelector(pipeline, (snapshot) => snapshot.matches('previewing'));
  const pipelineFailed = useSelector(pipeline, (snapshot) => snapshot.matches('failed'));
  const picked = useSelector(pipeline, (snapshot) => snapshot.context.file);
  const pickedSize = useSelector(pipeline, (snapshot) => snapshot.context.size);
  const preview = useSelector(pipeline, (snapshot) => snapshot.context.preview);

  const media = useMemo(() => orderedMedia(editor.draft), [editor.draft]);
  const enviroments = useMemo(
    () =>
      editor.draft.enviroments.map((entry) => ({ value: entry.propertyEnviroment.id, label: entry.propertyEnviroment.name })),
    [editor.draft.enviroments],
  );
  const galleryId = useId();
  const busyText = uploading ? t.uploading : preparing ? t.busy : null;

  const skip = (cancel: 'crop.cancelled' | 'preview.cancelled') => {
    pipeline.send({ type: cancel });
    tool.send({ type: 'image.skipped' });
  };

  return (
    <ToolSection aria-labelledby={`${galleryId}-title`}>
      <ToolHeader>
        <h2 id={`${galleryId}-title`}>{t.title}</h2>
        <p>{t.intro}</p>
      </ToolHeader>

      <Dropzone
        label={t.dropzoneLabel}
        prompt={t.dropzone}
        choose={t.choose}
        activePrompt={t.dropActive}
        hint={t.dropzoneHint}
        busyText={busyText}
        accept={IMAGE_TYPES}
        multiple
        onFiles={(files) => {
          setRejected(null);
          tool.send({ type: 'files.dropped', files });
        }}
        onRejected={(rejections) => setRejected(t.rejected(rejections.map((entry) => entry.file.name).join(', ')))}
      />
      <div aria-live="polite">{busyText && <Hint>{busyText}</Hint>}</div>
      {rejected && <Alert>{rejected}</Alert>}
      {pipelineFailed && <Alert>{t.pipelineFailed}</Alert>}

      {editor.draft.thumbnail && (
        <Thumbnail>
          <img src={editor.draft.thumbnail} alt={t.thumbnailAlt} width={149} height={112} />
          <figcaption>{t.thumbnail}</figcaption>
        </Thumbnail>
      )}

      <h3 id={galleryId}>{t.gallery}</h3>
      {media.length === 0 ? (
        <Hint>{t.empty}</Hint>
      ) : (
        <>
          {enviroments.length === 0 && (
            <Hint>
              {t.noEnviroments}{' '}
              <Button variant="ghost" onClick={() => editor.goTo('enviroments')}>
                {t.goToEnviroments}
              </Button>
            </Hint>
          )}
          <Gallery aria-labelledby={galleryId}>
            {media.map((image, index) => (
              <ImageCard
                key={image.propertyImageId}
                image={image}
                position={index + 1}
                main={index === 0}
                enviroments={enviroments}
                saving={editor.isSaving(`image:${image.propertyImageId}`)}
                onEnviroment={(enviromentId) =>
                  editor.save({
                    key: `image:${image.propertyImageId}`,
                    delay: 'none',
                    run: () =>
                      updateDraftImage(draftId, {
                        propertyImageId: image.propertyImageId,
                        propertyEnviromentId: enviromentId,
                        tags: image.tags,
                      }),
                    success: editorToasts.imageSaved,
                    failure: editorToasts.saveFailed,
                  })
                }
                onDelete={() => tool.send({ type: 'delete.requested', image, main: index === 0 })}
              />
            ))}
          </Gallery>
        </>
      )}

      {cropping && picked && pickedSize && (
        <CropModal
          file={picked}
          size={pickedSize}
          shape="square"
          onConfirm={(area) => pipeline.send({ type: 'crop.confirmed', area })}
          onCancel={() => skip('crop.cancelled')}
        />
      )}
      {previewing && preview && (
        <PreviewModal picture={preview} shape="square" onConfirm={() => pipeline.send({ type: 'preview.confirmed' })} onCancel={() => skip('preview.cancelled')} />
      )}
      {confirming && doomed && (
        <ConfirmDialog
          title={t.deleteTitle}
          message={doomed.main ? t.deleteMainMessage : t.deleteMessage}
          confirmLabel={t.delete}
          cancelLabel={t.cancel}
          destructive
          busy={deleting}
          onConfirm={() => tool.send({ type: 'delete.confirmed' })}
          onCancel={() => tool.send({ type: 'delete.cancelled' })}
        />
      )}
    </ToolSection>
  );
}
