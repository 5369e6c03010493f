import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { customerDetailMachine } from '../../../machines/customerDetailMachine.ts';
import type { NotifyParams } from '../../../machines/effects.ts';
import { errors, product, ui } from '../../../i18n/es.ts';
import { customerDetailTexts, customerFormTexts, listTexts } from '../../../i18n/customers.ts';
import { ListError } from '../../ui/ListState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { useInspect } from '../../ui/inspect.ts';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { CustomerNotFound } from '../view/CustomerNotFound.tsx';
import { CustomerForm } from './CustomerForm.tsx';
import { CustomerFormLayout } from './CustomerFormLayout.tsx';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * /customers/edit/{slug} (spec 02 §2.4): 'Modificar cliente', prefilled. The customer is loaded by
 * customerDetailMachine (loading, error with retry, not found); the form starts once it is there.
 */
export function CustomerEditPage({ slug, notify }: { slug: string; notify: (params: NotifyParams) => void }) {
  const detail = useActorRef(customerDetailMachine, { input: { slug }, inspect: useInspect() });
  const customer = useSelector(detail, (snapshot) => snapshot.context.customer);
  const failed = useSelector(detail, (snapshot) => snapshot.matches('failed'));
  const notFound = useSelector(detail, (snapshot) => snapshot.matches('notFound'));
  usePageTitle(product.title(notFound ? customerDetailTexts.notFoundTitle : customerFormTexts.editHeading));

  if (notFound) return <CustomerNotFound />;

  return (
    <CustomerFormLayout heading={customerFormTexts.editHeading}>
      {customer ? (
        <CustomerForm key={customer.tenantId} mode="edit" tenant={customer} notify={notify} />
      ) : failed ? (
        <ListError
          message={errors.load}
          retryLabel={listTexts.retry}
          retryVisible
          onRetry={() => detail.send({ type: 'customer.retried' })}
        />
      ) : (
        <Loading role="status">
          <Spinner $size={28} />
          <VisuallyHidden>{ui.loading}</VisuallyHidden>
        </Loading>
      )}
    </CustomerFormLayout>
  );
}
