import { useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { HASHTAGS_MAX, hashtagUrl, type PostNetwork } from '../../../../machines/forms/post-form.ts';
import { postFormTexts, type PostNetworkName } from '../../../../i18n/editor-posts.ts';
import { Button } from '../../../ui/Button.tsx';
import { FieldLabel, Input } from '../../../ui/TextField.tsx';
import { CloseIcon } from '../../../ui/actionIcons.tsx';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  input { flex: 1 1 auto; min-width: 0; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Tag = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 36px;
  padding-left: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Remove = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.border}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

/**
 * Hashtags (spec 03 §2, §5): an input whose words become tags on Enter or 'Agregar' ('#' optional,
 * at most 30); each tag links to the network's tag page in a new tab, with a button to remove it.
 */
export function HashtagsField({
  network,
  networkName,
  tags,
  text,
  onType,
  onAdd,
  onRemove,
}: {
  network: PostNetwork;
  networkName: PostNetworkName;
  tags: readonly string[];
  text: string;
  onType: (value: string) => void;
  onAdd: () => void;
  onRemove: (tag: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The removed tag's button is gone: focus goes back to the input instead of the page.
  const remove = (tag: string) => {
    onRemove(tag);
    inputRef.current?.focus();
  };
  const full = tags.length >= HASHTAGS_MAX;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onAdd();
    }
  };
  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{postFormTexts.hashtags}</FieldLabel>
      <Row>
        <Input
          ref={inputRef}
          id={inputId}
          value={text}
          disabled={full}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="enter"
          aria-describedby={hintId}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" disabled={full || text.trim() === ''} onClick={onAdd}>
          {postFormTexts.hashtagAdd}
        </Button>
      </Row>
      <Hint id={hintId}>{full ? postFormTexts.hashtagsFull(HASHTAGS_MAX) : postFormTexts.hashtagsHint}</Hint>
      {tags.length > 0 && (
        <Tags aria-label={postFormTexts.hashtags}>
          {tags.map((tag) => (
            <Tag key={tag}>
              <a href={hashtagUrl(network, tag)} target="_blank" rel="noopener noreferrer" aria-label={postFormTexts.hashtagLink(tag, networkName)}>
                #{tag}
              </a>
              <Remove type="button" aria-label={postFormTexts.hashtagRemove(tag)} onClick={() => remove(tag)}>
                <CloseIcon />
              </Remove>
            </Tag>
          ))}
        </Tags>
      )}
    </Field>
  );
}
