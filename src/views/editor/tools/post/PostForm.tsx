import { useActorRef, useSelector } from '@xstate/react';
import { useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { postFormValues, type TypedPost } from '../../../../machines/forms/post-form.ts';
import { postDeleteMachine } from '../../../../machines/postDeleteMachine.ts';
import { postFormMachine } from '../../../../machines/postFormMachine.ts';
import type { PropertyDraft } from '../../../../schema/property-draft.ts';
import { deleteFacebookPost, deleteInstagramPost, saveFacebookPost, saveInstagramPost } from '../../../../services/drafts-api.ts';
import { editorToasts } from '../../../../i18n/editor-toasts.ts';
import { postDeleteTexts, postFormTexts } from '../../../../i18n/editor-posts.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { RestoredNote } from '../../../ui/RestoredNote.tsx';
import { useInspect } from '../../../ui/inspect.ts';
import { useLatest } from '../../../ui/useLatest.ts';
import { useTypedDraft, type TypedDraft } from '../../../ui/useTypedDraft.ts';
import { useDraftEditor } from '../../editor-context.ts';
import { CaptionField } from './CaptionField.tsx';
import { HashtagsField } from './HashtagsField.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { PagesField } from './PagesField.tsx';
import type { PostNetworkInfo } from './post-network.ts';
import { decodeTypedPost, isSavedPost } from './typed-post.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A restored copy keeps only the images the draft still holds (one may have been deleted since). */
const withDraftImages = (post: TypedPost, draft: PropertyDraft): TypedPost => {
  const available = new Set(draft.media.map((image) => image.propertyImageId));
  return { ...post, values: { ...post.values, imagesIds: post.values.imagesIds.filter((id) => available.has(id)) } };
};

/**
 * The post form shared by Instagram and Facebook (spec 03 §2, §4, §5): images, caption with
 * emoji, hashtags, Facebook's pages, 'Guardar publicación', and — once a post is saved —
 * 'No quiero publicar en …' with its confirmation. Both the save and the delete go through the
 * editor (`useDraftEditor().save`, key 'instagram' / 'facebook', at once), which shows the spec's
 * toasts and replaces the draft; the machines hear back through onSaved / onFailed. Issue 21: what
 * was typed and not saved is kept locally per agent and draft, and survives a reload.
 */
export function PostForm({ info, draft }: { info: PostNetworkInfo; draft: PropertyDraft }) {
  const typed = useTypedDraft(info.network, draft.propertyDraftId, decodeTypedPost, (copy) =>
    isSavedPost(withDraftImages(copy, draft), postFormValues(info.savedPost(draft), draft.media)),
  );
  return <PostFormFields key={typed.generation} info={info} draft={draft} typed={typed} />;
}

function PostFormFields({ info, draft, typed }: { info: PostNetworkInfo; draft: PropertyDraft; typed: TypedDraft<TypedPost> }) {
  const inspect = useInspect();
  const editor = useDraftEditor();
  const latest = useLatest(editor);
  const draftId = draft.propertyDraftId;

  const form = useActorRef(
    postFormMachine.provide({
      actions: {
        save: ({ self }, request) =>
          latest.current.save({
            key: info.saveKey,
            delay: 'none',
            run: () =>
              request.network === 'instagram' ? saveInstagramPost(draftId, request.body) : saveFacebookPost(draftId, request.body),
            success: editorToasts.postSaved,
            failure: editorToasts.saveFailed,
            onSaved: () => self.send({ type: 'save.succeeded' }),
            onFailed: () => self.send({ type: 'save.failed' }),
          }),
        rememberTyped: (_, post) => typed.remember(post),
        forgetTyped: () => typed.forget(),
      },
    }),
    {
      input: {
        network: info.network,
        values: postFormValues(info.savedPost(draft), draft.media),
        restored: typed.restored === null ? null : withDraftImages(typed.restored, draft),
      },
      inspect,
    },
  );
  const deletion = useActorRef(
    postDeleteMachine.provide({
      actions: {
        requestDelete: ({ self }, { network }) =>
          latest.current.save({
            key: info.saveKey,
            delay: 'none',
            run: () => (network === 'instagram' ? deleteInstagramPost(draftId) : deleteFacebookPost(draftId)),
            success: info.deletedToast,
            failure: editorToasts.postDeleteFailed,
            onSaved: () => self.send({ type: 'delete.succeeded' }),
            onFailed: () => self.send({ type: 'delete.failed' }),
          }),
        deleted: () => form.send({ type: 'form.cleared' }),
      },
    }),
    { input: { network: info.network }, inspect },
  );

  const values = useSelector(form, (snapshot) => snapshot.context.values);
  const errors = useSelector(form, (snapshot) => snapshot.context.errors);
  const hashtagText = useSelector(form, (snapshot) => snapshot.context.hashtagText);
  const saving = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const confirming = useSelector(deletion, (snapshot) => snapshot.hasTag('dialog'));
  const deleting = useSelector(deletion, (snapshot) => snapshot.hasTag('busy'));
  // 'No quiero publicar en …' deletes a saved post: with none saved there is nothing to remove.
  const hasPost = info.savedPost(draft) !== null;
  const formElement = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submitted' });
    // A refused submit stays in `editing` showing its errors: keyboard users land on the first one.
    if (form.getSnapshot().matches('editing')) {
      requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')?.focus());
    }
  };

  return (
    <Form ref={formElement} noValidate onSubmit={submit}>
      {typed.restored !== null && <RestoredNote onDiscard={typed.discard} />}
      <ImagePicker
        images={draft.media}
        selected={values.imagesIds}
        error={errors.images}
        onToggle={(imageId) => form.send({ type: 'image.toggled', imageId })}
      />
      <CaptionField value={values.caption} error={errors.caption} onChange={(value) => form.send({ type: 'caption.changed', value })} />
      <HashtagsField
        network={info.network}
        networkName={info.name}
        tags={values.hashtags}
        text={hashtagText}
        onType={(value) => form.send({ type: 'hashtag.typed', value })}
        onAdd={() => form.send({ type: 'hashtag.added' })}
        onRemove={(tag) => form.send({ type: 'hashtag.removed', tag })}
      />
      {info.network === 'facebook' && (
        <PagesField selected={values.pagesIds} error={errors.pages} onToggle={(pageId) => form.send({ type: 'page.toggled', pageId })} />
      )}
      <Actions>
        <Button type="submit" busy={saving} disabled={saving || deleting}>
          {postFormTexts.save}
        </Button>
        {hasPost && (
          <Button variant="ghost" disabled={saving || deleting} onClick={() => deletion.send({ type: 'delete.requested' })}>
            {postDeleteTexts.button(info.name)}
          </Button>
        )}
      </Actions>
      {confirming && (
        <ConfirmDialog
          title={postDeleteTexts.title(info.name)}
          message={postDeleteTexts.message(info.name)}
          confirmLabel={postDeleteTexts.confirm}
          cancelLabel={postDeleteTexts.cancel}
          destructive
          busy={deleting}
          onConfirm={() => deletion.send({ type: 'delete.confirmed' })}
          onCancel={() => deletion.send({ type: 'delete.cancelled' })}
        />
      )}
    </Form>
  );
}
