import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { propertyViewMachine } from '../../../machines/propertyViewMachine.ts';
import { product } from '../../../i18n/es.ts';
import { previewTexts, propertyViewTexts as texts } from '../../../i18n/listing.ts';
import { ListingPreview } from '../../listing/ListingPreview.tsx';
import { ListingSkeleton } from '../../listing/ListingSkeleton.tsx';
import { ListError } from '../../ui/ListState.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { useInspect } from '../../ui/inspect.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { paths } from '../../paths.ts';
import { PropertyNotFound } from './PropertyNotFound.tsx';
import { PostStatusList } from '../PostStatusList.tsx';
import { postStatusTexts } from '../../../i18n/post-status.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useLive } from '../../ui/live.ts';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover { text-decoration: underline; }
`;

/** Issue 21: each network's post, above the listing. */
const Posts = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Status = styled.div`
  min-height: 40vh;
`;

export interface PropertyViewPageProps {
  /** The route's parameters: the id finds the property, the slug is only for people. */
  propertyId: string;
  slug: string;
}

/**
 * /properties/view/{slug}/{propertyId} (spec 03 §2; DECISIONS.md: the preview layout of the
 * published property), inside the shell. A new id is a new page (the route keys it); a URL with
 * another slug is replaced by the property's own, on the same page.
 */
export function PropertyViewPage({ propertyId, slug }: PropertyViewPageProps) {
  const [, navigate] = useLocation();
  const latest = useLatest(navigate);
  const live = useLive();
  const view = useActorRef(
    propertyViewMachine.provide({
      actions: { canonicalise: (_, params) => latest.current(paths.propertyView(params), { replace: true }) },
    }),
    { input: { propertyId, slug, live }, inspect: useInspect() },
  );
  const property = useSelector(view, (snapshot) => snapshot.context.property);
  const notFound = useSelector(view, (snapshot) => snapshot.matches('notFound'));
  const failed = useSelector(view, (snapshot) => snapshot.matches('failed'));
  const retryVisible = useSelector(view, (snapshot) => snapshot.can({ type: 'property.retried' }));
  const skeleton = useSelector(view, (snapshot) => snapshot.hasTag('skeleton'));
  const retrying = useSelector(view, (snapshot) => snapshot.context.retrying !== null);
  const retryFailed = useSelector(view, (snapshot) => snapshot.context.retryFailed);

  const title = property?.listing.title?.trim() || property?.title?.trim() || previewTexts.noTitle;
  usePageTitle(product.title(property !== null ? title : notFound ? texts.notFoundTitle : texts.heading));

  if (notFound) return <PropertyNotFound />;

  const back = (
    <Back href={paths.properties()}>
      <ArrowLeftIcon />
      {texts.back}
    </Back>
  );

  if (property !== null) {
    return (
      <>
        {back}
        <Posts aria-labelledby="property-posts-title">
          <h2 id="property-posts-title">{postStatusTexts.title}</h2>
          <PostStatusList property={property} retrying={retrying} onRetry={(network) => view.send({ type: 'post.retry', network })} />
          {retryFailed && <Alert>{postStatusTexts.retryFailed}</Alert>}
        </Posts>
        <ListingPreview listing={property.listing} agent={property.agent} label={previewTexts.published} />
      </>
    );
  }

  if (failed) {
    return (
      <>
        {back}
        <VisuallyHidden as="h1">{texts.heading}</VisuallyHidden>
        <ListError message={texts.loadFailed} retryLabel={texts.retry} retryVisible={retryVisible} onRetry={() => view.send({ type: 'property.retried' })} />
      </>
    );
  }

  return (
    <>
      {back}
      <Status role="status" aria-live="polite" aria-busy="true">
        <VisuallyHidden as="h1">{texts.heading}</VisuallyHidden>
        <VisuallyHidden>{texts.loading}</VisuallyHidden>
        {skeleton && <ListingSkeleton />}
      </Status>
    </>
  );
}
