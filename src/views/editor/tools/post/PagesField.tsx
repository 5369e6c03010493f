import { useActorRef } from '@xstate/react';
import { useId } from 'react';
import styled from 'styled-components';
import { createListMachine, type FetchPage } from '../../../../machines/listMachine.ts';
import type { FacebookPage } from '../../../../schema/media-provider.ts';
import { listFacebookPages } from '../../../../services/media-providers-api.ts';
import { postFormTexts } from '../../../../i18n/editor-posts.ts';
import { ListEmpty, ListError } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { FieldError } from '../../../ui/TextField.tsx';
import { useInspect } from '../../../ui/inspect.ts';
import { useListState } from '../../../ui/useListState.ts';

/** Spec 03 §4 'Facebook pages': loading, failed (retry), empty, loaded — the shared list machine. */
const fetchPages: FetchPage<FacebookPage, Readonly<Record<string, never>>> = async () => {
  const items = await listFacebookPages();
  return { items, total: items.length };
};

const pagesMachine = createListMachine<FacebookPage, Readonly<Record<string, never>>>(fetchPages);

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  legend { padding: 0; font-weight: 600; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Pages = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Page = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  input { flex: none; width: 20px; height: 20px; margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
  img, .initial { flex: none; width: 36px; height: 36px; border-radius: ${({ theme }) => theme.radii.round}; object-fit: cover; }
  .initial { display: grid; place-items: center; background: ${({ theme }) => theme.colors.primarySoft}; font-weight: 700; }
  span.name { overflow-wrap: anywhere; }

  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primarySoft}; }
  &:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A page picture only when it is ours (an address of this site): the product makes no third-party requests. */
const ownPicture = (url: string | null): string | null => (url !== null && url.startsWith('/') && !url.startsWith('//') ? url : null);

/** The agent's Facebook pages to publish on (spec 03 §2): checkboxes, with the list's own states. */
export function PagesField({ selected, error, onToggle }: { selected: readonly string[]; error: string | null; onToggle: (pageId: string) => void }) {
  const inspect = useInspect();
  const hintId = useId();
  const errorId = useId();
  const list = useActorRef(pagesMachine, { input: { query: {}, pageSize: 50 }, inspect });
  const { loading, skeleton, failed, empty, loaded, retryVisible, items } = useListState(list);
  return (
    <Group aria-describedby={error === null ? hintId : `${hintId} ${errorId}`} aria-busy={loading || undefined}>
      <legend>{postFormTexts.pagesLegend}</legend>
      <Hint id={hintId}>{postFormTexts.pagesHint}</Hint>
      {skeleton && (
        <Loading role="status">
          <Spinner />
          {postFormTexts.pagesLoading}
        </Loading>
      )}
      {failed && (
        <ListError
          message={postFormTexts.pagesFailed}
          retryLabel={postFormTexts.pagesRetry}
          retryVisible={retryVisible}
          onRetry={() => list.send({ type: 'list.retried' })}
        />
      )}
      {empty && <ListEmpty>{postFormTexts.pagesEmpty}</ListEmpty>}
      {loaded && (
        <Pages>
          {items.map((page, index) => {
            const picture = ownPicture(page.pictureUrl);
            return (
              <li key={page.facebookPageId}>
                <Page>
                  <input
                    type="checkbox"
                    checked={selected.includes(page.facebookPageId)}
                    data-invalid={error !== null && index === 0 ? '' : undefined}
                    onChange={() => onToggle(page.facebookPageId)}
                  />
                  {picture === null ? (
                    <span className="initial" aria-hidden="true">
                      {page.name.slice(0, 1).toUpperCase()}
                    </span>
                  ) : (
                    <img src={picture} alt="" width={36} height={36} />
                  )}
                  <span className="name">{page.name}</span>
                </Page>
              </li>
            );
          })}
        </Pages>
      )}
      {error !== null && <FieldError id={errorId}>{error}</FieldError>}
    </Group>
  );
}
