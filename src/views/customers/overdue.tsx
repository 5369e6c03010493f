import styled from 'styled-components';
import type { Task } from '../../schema/task.ts';
import { taskRangeTexts, taskViewTexts } from '../../i18n/customers.ts';
import { formatShortDate } from '../ui/dates.ts';

/**
 * Issue 8: how an overdue task looks wherever a task is listed (the customer's task cards, the
 * dashboard's 'Tareas pendientes'). Whether it is overdue is the server's word (`Task.overdue`).
 */

/** The 'Vencida' badge. */
export const OverdueBadge = styled.span`
  flex: none;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

/** 'Vence el 05 nov', or 'Venció el …' once overdue: the compact date of cards (src/views/ui/dates.ts). */
export const dueText = (task: Pick<Task, 'expiredAt' | 'overdue'>): string =>
  (task.overdue ? taskRangeTexts.overdueOn : taskViewTexts.dueOn)(formatShortDate(task.expiredAt));
