import styled from 'styled-components';
import type { ActorRefFrom } from 'xstate';
import { customerDetailTexts, listTexts } from '../../../i18n/customers.ts';
import { ListEmpty, ListError } from '../../ui/ListState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { formatRelativeTime } from '../../ui/dates.ts';
import type { activityListMachine } from './customerLists.ts';
import { useListState } from '../../ui/useListState.ts';

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Entry = styled.li`
  position: relative;
  padding: 0 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  margin-left: 6px;

  &:last-child { border-left-color: transparent; }

  &::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }

  p { font-weight: 600; }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.primary};
`;

/** 'Actividad e historial': newest first, with relative times in Caracas (spec 02 §2.3, §9). */
export function ActivityList({ activities }: { activities: ActorRefFrom<typeof activityListMachine> }) {
  const { items, skeleton, failed, retryVisible, empty, loaded } = useListState(activities);

  if (failed) {
    return (
      <ListError
        message={customerDetailTexts.loadFailed}
        retryLabel={listTexts.retry}
        retryVisible={retryVisible}
        onRetry={() => activities.send({ type: 'list.retried' })}
      />
    );
  }
  if (empty) return <ListEmpty>{listTexts.activityEmpty}</ListEmpty>;
  if (!loaded) {
    return skeleton ? (
      <Loading role="status">
        <Spinner $size={24} />
        <VisuallyHidden>{customerDetailTexts.loading}</VisuallyHidden>
      </Loading>
    ) : null;
  }
  const now = new Date();
  return (
    <Timeline>
      {items.map((activity) => (
        <Entry key={activity.activityId}>
          <p>{activity.title}</p>
          <time dateTime={activity.createdAt}>{formatRelativeTime(activity.createdAt, now)}</time>
        </Entry>
      ))}
    </Timeline>
  );
}
