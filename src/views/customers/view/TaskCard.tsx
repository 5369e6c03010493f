import styled from 'styled-components';
import { Link } from 'wouter';
import type { Task, TaskPriority, TaskStatus } from '../../../schema/task.ts';
import { taskFormTexts, taskRangeTexts, taskViewTexts } from '../../../i18n/customers.ts';
import { CalendarIcon } from '../../ui/actionIcons.tsx';
import { OverdueBadge, dueText } from '../overdue.tsx';

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: border-color 0.15s ease;

  &:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.text}; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h3`
  flex: 1 1 10rem;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: break-word;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xxs}; }
`;

const STATUS_COLOURS: Record<TaskStatus, { readonly text: string; readonly background: string }> = {
  1: { text: '#0b5c6b', background: '#e3f1f3' },
  2: { text: '#1e7b3c', background: '#e7f5ec' },
  3: { text: '#52606d', background: '#eef1f3' },
};

export const Badge = styled.span<{ $status: TaskStatus }>`
  flex: none;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ $status }) => STATUS_COLOURS[$status].text};
  background: ${({ $status }) => STATUS_COLOURS[$status].background};
`;

const Badges = styled.span`
  flex: none;
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

const PRIORITY_COLOURS: Record<TaskPriority, string> = { 1: '#1e7b3c', 2: '#8a5a12', 3: '#b42318' };

export const PriorityText = styled.span<{ $priority: TaskPriority }>`
  font-weight: 600;
  color: ${({ $priority }) => PRIORITY_COLOURS[$priority]};
`;

/** A task in 'Tareas de seguimiento': selecting it opens the details panel (task={taskId}); 'Vencida' when overdue. */
export function TaskCard({ task, href }: { task: Task; href: string }) {
  return (
    <CardLink href={href}>
      <Top>
        <Title>{task.title}</Title>
        <Badges>
          {task.overdue && <OverdueBadge>{taskRangeTexts.overdue}</OverdueBadge>}
          <Badge $status={task.status}>{taskViewTexts.statusLabels[task.status]}</Badge>
        </Badges>
      </Top>
      <Description>{task.description}</Description>
      <Meta>
        <span>{task.taskType.name}</span>
        <span>
          {taskViewTexts.priority}:{' '}
          <PriorityText $priority={task.priority}>{taskFormTexts.priority[task.priority]}</PriorityText>
        </span>
        <span>
          <CalendarIcon />
          {dueText(task)}
        </span>
        {task.attachments.length > 0 && <span>{taskViewTexts.attachmentCount(task.attachments.length)}</span>}
      </Meta>
    </CardLink>
  );
}
