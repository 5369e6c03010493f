import styled from 'styled-components';
import type { PostNetwork } from '../../../../machines/forms/post-form.ts';
import { postToolTexts } from '../../../../i18n/editor-posts.ts';
import { Button } from '../../../ui/Button.tsx';
import { useDraftEditor } from '../../editor-context.ts';
import { PostConnection } from './PostConnection.tsx';
import { PostForm } from './PostForm.tsx';
import { POST_NETWORKS } from './post-network.ts';

const Tool = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  > header { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xxs}; }
  > header h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  > header p { color: ${({ theme }) => theme.colors.muted}; }
`;

const NoImages = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};

  p:first-child { font-weight: 600; }
  p + p { color: ${({ theme }) => theme.colors.muted}; }
`;

/**
 * The Instagram and the Facebook post tools (spec 03 §2 'Post tool'): one component for both, the
 * Facebook form being Instagram's plus the pages. First the connection (connect prompt and modal
 * when missing), then the draft's images ('Debes subir una imagen' → 'Subir imagen' opens
 * Imagenes), then the form.
 */
export function PostTool({ network }: { network: PostNetwork }) {
  const editor = useDraftEditor();
  const info = POST_NETWORKS[network];
  const { draft } = editor;
  return (
    <Tool aria-labelledby={`post-tool-${network}`}>
      <header>
        <h2 id={`post-tool-${network}`}>{postToolTexts.heading(info.name)}</h2>
        <p>{postToolTexts.intro(info.name)}</p>
      </header>
      <PostConnection info={info} draftId={draft.propertyDraftId}>
        {draft.media.length === 0 ? (
          <NoImages>
            <p>{postToolTexts.noImages}</p>
            <p>{postToolTexts.noImagesDetail}</p>
            <Button onClick={() => editor.goTo('images')}>{postToolTexts.uploadImage}</Button>
          </NoImages>
        ) : (
          <PostForm info={info} draft={draft} />
        )}
      </PostConnection>
    </Tool>
  );
}
