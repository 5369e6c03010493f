import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { DraftEditing } from './draft-editing.ts';

/** Thumbnail, images and video of a draft (milestone 3). */
export function propertyDraftMediaRoutes(_app: FastifyInstance, _context: AppContext, _drafts: DraftEditing): void {}
