import styled, { css } from 'styled-components';
import { postStatusTexts as texts, type PostStatusKind, type PostStatusNetwork } from '../../i18n/post-status.ts';
import type { PostFailureReason } from '../../schema/property-draft.ts';
import type { PropertySummary } from '../../schema/property.ts';
import { Button } from '../ui/Button.tsx';

/**
 * Issue 21: a published property's posts, network by network: 'Publicado' with a link to the post,
 * 'Falló' with why (and, on the view, 'Reintentar'), 'Publicando…' while a retry runs, 'No
 * publicado' when the agent had no post there. Compact on the published list's cards, fuller on
 * the property view.
 */

interface NetworkStatus {
  readonly network: PostStatusNetwork;
  readonly kind: PostStatusKind;
  readonly urls: readonly string[];
  readonly reason: PostFailureReason | null;
}

/** Facebook's pages read as one status: Pending while any is, Failed when any failed, else Published. */
export const networkStatuses = (property: Pick<PropertySummary, 'instagramPost' | 'facebookPosts'>): NetworkStatus[] => {
  const of = (network: PostStatusNetwork, posts: readonly { status: number; url?: string; failureReason?: PostFailureReason }[]): NetworkStatus => {
    const kind: PostStatusKind =
      posts.length === 0 ? 'none' : posts.some((post) => post.status === 1) ? 'pending' : posts.some((post) => post.status === 3) ? 'failed' : 'published';
    return {
      network,
      kind,
      urls: posts.flatMap((post) => (post.status === 2 && post.url !== undefined ? [post.url] : [])),
      reason: posts.find((post) => post.status === 3)?.failureReason ?? null,
    };
  };
  return [of('instagram', property.instagramPost === null ? [] : [property.instagramPost]), of('facebook', property.facebookPosts)];
};

const List = styled.ul<{ $compact: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $compact }) => ($compact ? theme.space.xxs : theme.space.sm)};
  ${({ $compact }) =>
    !$compact &&
    css`
      flex-direction: column;
    `}
`;

const Item = styled.li<{ $compact: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : 'inherit')};
`;

const Badge = styled.span<{ $kind: PostStatusKind }>`
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  font-weight: 600;
  ${({ theme, $kind }) =>
    $kind === 'published'
      ? css`background: ${theme.colors.successSoft}; color: ${theme.colors.success};`
      : $kind === 'failed'
        ? css`background: ${theme.colors.dangerSoft}; color: ${theme.colors.danger};`
        : $kind === 'pending'
          ? css`background: ${theme.colors.primarySoft}; color: ${theme.colors.primary};`
          : css`color: ${theme.colors.muted};`}
`;

const Reason = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PostLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

export interface PostStatusListProps {
  readonly property: Pick<PropertySummary, 'instagramPost' | 'facebookPosts'>;
  readonly compact?: boolean;
  /** The view's 'Reintentar' on a failed post; absent on the cards. */
  readonly onRetry?: (network: PostStatusNetwork) => void;
  /** A retry is running: the buttons wait. */
  readonly retrying?: boolean;
}

export function PostStatusList({ property, compact = false, onRetry, retrying = false }: PostStatusListProps) {
  return (
    <List $compact={compact}>
      {networkStatuses(property).map(({ network, kind, urls, reason }) => {
        const name = texts.network[network];
        return (
          <Item key={network} $compact={compact}>
            {compact ? (
              <Badge $kind={kind}>{texts.cardLabel(name, texts.status[kind])}</Badge>
            ) : (
              <>
                <strong>{name}</strong>
                <Badge $kind={kind}>{texts.status[kind]}</Badge>
                {urls.length === 1 && (
                  <PostLink href={urls[0]} target="_blank" rel="noopener noreferrer" aria-label={texts.viewPostLabel(name)}>
                    {texts.viewPost}
                  </PostLink>
                )}
                {urls.length > 1 &&
                  urls.map((url, index) => (
                    <PostLink key={url} href={url} target="_blank" rel="noopener noreferrer" aria-label={texts.viewPagePostLabel(index + 1)}>
                      {texts.viewPagePost(index + 1)}
                    </PostLink>
                  ))}
                {kind === 'failed' && onRetry !== undefined && (
                  <Button variant="secondary" busy={retrying} disabled={retrying} aria-label={texts.retryLabel(name)} onClick={() => onRetry(network)}>
                    {texts.retry}
                  </Button>
                )}
                {kind === 'failed' && reason !== null && <Reason>{texts.reason[reason](name)}</Reason>}
              </>
            )}
          </Item>
        );
      })}
    </List>
  );
}
