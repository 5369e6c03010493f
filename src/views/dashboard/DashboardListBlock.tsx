import type { ReactNode } from 'react';
import type { ListQuery } from '../../machines/listMachine.ts';
import { errors, ui } from '../../i18n/es.ts';
import { listTexts } from '../../i18n/customers.ts';
import { ListEmpty, ListError } from '../ui/ListState.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { useListState, type ListActor } from '../ui/useListState.ts';
import { Block, BlockLoading, List } from './DashboardBlock.tsx';

/**
 * A dashboard block over the shared list machine ('Tareas pendientes', 'Continúa publicando'): its
 * heading, the spinner after the machine's 500 ms, the error with 'Reintentar' (hidden 10 s after
 * a click), the empty text, and the items as the block draws them.
 */
export function DashboardListBlock<T, Q extends ListQuery>({
  id,
  title,
  emptyText,
  list,
  renderItem,
}: {
  readonly id: string;
  readonly title: string;
  readonly emptyText: string;
  readonly list: ListActor<T, Q>;
  readonly renderItem: (item: T) => ReactNode;
}) {
  const { skeleton, loading, failed, empty, loaded, retryVisible, items } = useListState(list);
  return (
    <Block aria-labelledby={id} aria-busy={loading || undefined}>
      <h2 id={id}>{title}</h2>
      {skeleton && (
        <BlockLoading role="status">
          <Spinner $size={24} />
          <VisuallyHidden>{ui.loading}</VisuallyHidden>
        </BlockLoading>
      )}
      {failed && (
        <ListError
          message={errors.load}
          retryLabel={listTexts.retry}
          retryVisible={retryVisible}
          onRetry={() => list.send({ type: 'list.retried' })}
        />
      )}
      {empty && <ListEmpty>{emptyText}</ListEmpty>}
      {loaded && <List>{items.map(renderItem)}</List>}
    </Block>
  );
}
