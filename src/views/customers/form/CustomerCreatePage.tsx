import type { NotifyParams } from '../../../machines/effects.ts';
import { product } from '../../../i18n/es.ts';
import { customerFormTexts } from '../../../i18n/customers.ts';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { CustomerFormLayout } from './CustomerFormLayout.tsx';

/** /customers/create (spec 02 §2.2): tab 'Crear cliente', heading 'Agregar cliente'. */
export function CustomerCreatePage({ notify }: { notify: (params: NotifyParams) => void }) {
  usePageTitle(product.title(customerFormTexts.createTabTitle));
  return (
    <CustomerFormLayout heading={customerFormTexts.createHeading}>
      <CustomerForm mode="create" notify={notify} />
    </CustomerFormLayout>
  );
}
