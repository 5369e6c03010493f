import type { FastifyInstance } from 'fastify';
import { PageQuery } from '../../src/schema/common.ts';
import { authenticate } from '../auth/session.ts';
import type { AppContext } from '../context.ts';
import { decodeQuery } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { listTasksCompleted } from '../repositories/tasks-completed.ts';

const pageQuery = decodeQuery(PageQuery);

/** The agent's completed onboarding tasks (the first-steps checklist). */
export function tasksCompletedRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/tasks-completed', async (request, reply) => {
    const session = await authenticate(context, request);
    const query = pageQuery(request);
    const page = { limit: query.limit ?? 100, offset: query.offset ?? 0 };
    const { items, total } = await listTasksCompleted(context.db, session.agentId, page);
    return ok(reply, items, { pagination: { ...page, total } });
  });
}
