import { useEffect, useId, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { editorToasts } from '../../../i18n/editor-toasts.ts';
import { videoTexts as t } from '../../../i18n/editor-media.ts';
import { VIDEO_TYPES, videoMachine } from '../../../machines/videoMachine.ts';
import { uploadVideoWithThumbnail } from '../../../services/draft-media.ts';
import { deleteDraftVideo } from '../../../services/drafts-api.ts';
import { captureVideoFrame, probeVideoDuration } from '../../../services/media-canvas.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useInspect } from '../../ui/inspect.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { useDraftEditor } from '../editor-context.ts';
import { Dropzone } from './images/Dropzone.tsx';
import { Actions, Hint, ToolHeader, ToolSection } from './location/styles.ts';
import { Player } from './video/Player.tsx';

const ACCEPT = Object.fromEntries(VIDEO_TYPES.map((type) => [type, []]));

const ThumbnailPreview = styled.figure`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  img { width: 250px; height: 150px; object-fit: cover; border-radius: ${({ theme }) => theme.radii.sm}; border: 1px solid ${({ theme }) => theme.colors.border}; }
  figcaption { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

/** A blob's object URL while it is shown. */
function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob === null ? null : URL.createObjectURL(blob)), [blob]);
  useEffect(() => () => {
    if (url !== null) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/**
 * 'Video' (spec 03 §4 'Video'): the uploader, then the player with its thumbnail taken from a frame,
 * 'Aceptar' / 'Descartar'; the draft's video with 'Eliminar video' (videoMachine).
 */
export default function VideoTool() {
  const editor = useDraftEditor();
  const latest = useLatest(editor);
  const inspect = useInspect();
  const draftId = editor.draft.propertyDraftId;
  const player = useRef<HTMLVideoElement | null>(null);

  const tool = useActorRef(
    videoMachine.provide({
      actors: {
        probe: fromPromise(({ input }) => probeVideoDuration(input.file)),
        capture: fromPromise(({ input }) => captureVideoFrame(input.source as HTMLVideoElement)),
      },
      actions: {
        upload: (_, { file, thumbnail }) =>
          latest.current.save({
            key: 'video',
            delay: 'none',
            run: () => uploadVideoWithThumbnail(draftId, file, thumbnail),
            success: editorToasts.videoSaved,
            failure: editorToasts.saveFailed,
            onSaved: () => tool.send({ type: 'save.succeeded' }),
            onFailed: () => tool.send({ type: 'save.failed' }),
          }),
        remove: () =>
          latest.current.save({
            key: 'video',
            delay: 'none',
            run: () => deleteDraftVideo(draftId),
            success: editorToasts.videoDeleted,
            failure: editorToasts.deleteFailed,
            onSaved: () => tool.send({ type: 'save.succeeded' }),
            onFailed: () => tool.send({ type: 'save.failed' }),
          }),
      },
    }),
    { input: { hasVideo: editor.draft.video !== null }, inspect },
  );

  const state = useSelector(tool, (snapshot) => snapshot.value);
  const file = useSelector(tool, (snapshot) => snapshot.context.file);
  const thumbnail = useSelector(tool, (snapshot) => snapshot.context.thumbnail);
  const problem = useSelector(tool, (snapshot) => snapshot.context.problem);
  const fileUrl = useObjectUrl(file);
  const thumbnailUrl = useObjectUrl(thumbnail);
  const headingId = useId();
  const video = editor.draft.video;

  const reviewing = state === 'reviewing' || state === 'capturing' || state === 'uploading';
  const showing = state === 'showing' || state === 'confirmingDelete' || state === 'deleting';

  return (
    <ToolSection aria-labelledby={headingId}>
      <ToolHeader>
        <h2 id={headingId}>{t.title}</h2>
        <p>{t.intro}</p>
      </ToolHeader>

      {(state === 'empty' || state === 'probing') && (
        <Dropzone
          label={t.dropzoneLabel}
          prompt={t.dropzone}
          choose={t.choose}
          activePrompt={t.dropActive}
          hint={t.hint}
          busyText={state === 'probing' ? t.probing : null}
          accept={ACCEPT}
          multiple={false}
          onFiles={([picked]) => {
            if (picked) tool.send({ type: 'file.selected', file: picked });
          }}
          onRejected={([rejection]) => {
            if (rejection) tool.send({ type: 'file.selected', file: rejection.file });
          }}
        />
      )}

      {reviewing && fileUrl && (
        <>
          <Player ref={player} src={fileUrl} />
          <Actions>
            <Button
              variant="secondary"
              busy={state === 'capturing'}
              disabled={state !== 'reviewing'}
              onClick={() => {
                if (player.current) tool.send({ type: 'thumbnail.requested', source: player.current });
              }}
            >
              {state === 'capturing' ? t.capturing : t.takeThumbnail}
            </Button>
          </Actions>
          <div aria-live="polite">
            {thumbnailUrl ? (
              <ThumbnailPreview>
                <img src={thumbnailUrl} alt={t.thumbnail} width={250} height={150} />
                <figcaption>{t.thumbnail}</figcaption>
              </ThumbnailPreview>
            ) : (
              <Hint>{t.noThumbnail}</Hint>
            )}
          </div>
          <Actions>
            <Button busy={state === 'uploading'} disabled={state !== 'reviewing'} onClick={() => tool.send(player.current ? { type: 'accept.requested', source: player.current } : { type: 'accept.requested' })}>
              {state === 'uploading' ? t.uploading : t.accept}
            </Button>
            <Button variant="secondary" disabled={state !== 'reviewing'} onClick={() => tool.send({ type: 'discard.requested' })}>
              {t.discard}
            </Button>
          </Actions>
        </>
      )}

      {showing && video && (
        <>
          <Player src={video.url} poster={video.thumbnail ?? undefined} />
          {video.thumbnail && (
            <ThumbnailPreview>
              <img src={video.thumbnail} alt={t.thumbnail} width={250} height={150} />
              <figcaption>{t.thumbnail}</figcaption>
            </ThumbnailPreview>
          )}
          <Actions>
            <Button variant="danger" onClick={() => tool.send({ type: 'delete.requested' })}>
              {t.delete}
            </Button>
          </Actions>
        </>
      )}
      {showing && !video && (
        <p role="status">
          <Spinner /> {t.uploading}
        </p>
      )}

      {problem && <Alert>{t.problems[problem]}</Alert>}

      {(state === 'confirmingDelete' || state === 'deleting') && (
        <ConfirmDialog
          title={t.deleteTitle}
          message={t.deleteMessage}
          confirmLabel={t.delete}
          cancelLabel={t.cancel}
          destructive
          busy={state === 'deleting'}
          onConfirm={() => tool.send({ type: 'delete.confirmed' })}
          onCancel={() => tool.send({ type: 'delete.cancelled' })}
        />
      )}
    </ToolSection>
  );
}
