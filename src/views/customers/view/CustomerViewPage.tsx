import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { customerDetailMachine } from '../../../machines/customerDetailMachine.ts';
import type { NotifyParams } from '../../../machines/effects.ts';
import { product } from '../../../i18n/es.ts';
import { customerDetailTexts } from '../../../i18n/customers.ts';
import { ListError } from '../../ui/ListState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { useInspect } from '../../ui/inspect.ts';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { CustomerNotFound } from './CustomerNotFound.tsx';
import { CustomerView } from './CustomerView.tsx';

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface CustomerViewPageProps {
  /** The route parameter: the customer's slug (a tenant id also resolves). */
  slug: string;
  /** The app's toast (views cannot reach the app's provider). */
  notify: (params: NotifyParams) => void;
}

/** /customers/view/{slug} (spec 02 §2.3). A new slug is a new page: the route keys it. */
export function CustomerViewPage({ slug, notify }: CustomerViewPageProps) {
  const detail = useActorRef(customerDetailMachine.provide({ actions: { notify: (_, params) => notify(params) } }), {
    input: { slug },
    inspect: useInspect(),
  });
  const customer = useSelector(detail, (snapshot) => snapshot.context.customer);
  const failed = useSelector(detail, (snapshot) => snapshot.matches('failed'));
  const notFound = useSelector(detail, (snapshot) => snapshot.matches('notFound'));
  const loading = useSelector(detail, (snapshot) => snapshot.hasTag('busy'));

  usePageTitle(
    product.title(customer !== null ? customer.fullName : notFound ? customerDetailTexts.notFoundTitle : customerDetailTexts.loading),
  );

  if (notFound) return <CustomerNotFound />;

  if (failed) {
    return (
      <>
        <VisuallyHidden as="h1">{customerDetailTexts.heading}</VisuallyHidden>
        <ListError
          message={customerDetailTexts.loadFailed}
          retryLabel={customerDetailTexts.retry}
          retryVisible
          onRetry={() => detail.send({ type: 'customer.retried' })}
        />
      </>
    );
  }

  if (loading || customer === null) {
    return (
      <Loading role="status" aria-live="polite">
        <VisuallyHidden as="h1">{customerDetailTexts.heading}</VisuallyHidden>
        <Spinner $size={32} />
        <VisuallyHidden>{customerDetailTexts.loading}</VisuallyHidden>
      </Loading>
    );
  }

  return <CustomerView slug={slug} customer={customer} detail={detail} notify={notify} />;
}
