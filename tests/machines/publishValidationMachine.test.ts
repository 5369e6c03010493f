import { describe, expect, it } from 'vitest';
import { PUBLISH_MESSAGES } from '../../src/schema/publish-validation.ts';
import { completeDraft, emptyDraft } from './draft-fixtures.ts';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { model } from './publishValidationMachine.model.ts';

graphSuite(model);

describe('publishValidationMachine', () => {
  it('lists every problem of an empty draft, each with its section', () => {
    const running = run(model, { draft: emptyDraft, saving: false }, []);
    expect(running.actor.getSnapshot().value).toBe('invalid');
    expect(running.actor.getSnapshot().context.problems).toEqual([
      { message: PUBLISH_MESSAGES.propertyType, param: 'basic_details' },
      { message: PUBLISH_MESSAGES.price, param: 'basic_details' },
      { message: PUBLISH_MESSAGES.enviroments, param: 'enviroments' },
      { message: PUBLISH_MESSAGES.details, param: 'details' },
      { message: PUBLISH_MESSAGES.address, param: 'location' },
      { message: PUBLISH_MESSAGES.thumbnail, param: 'thumbnail' },
      { message: PUBLISH_MESSAGES.media, param: 'images' },
    ]);
    running.actor.send({ type: 'problem.fixed', section: 'location' });
    expect(actionCalls(running.effects, 'fix')).toEqual([{ section: 'location' }]);
  });

  it('publishes a valid draft, not while a save is pending', () => {
    const saving = run(model, { draft: completeDraft, saving: true }, [{ type: 'publish.confirmed' }]);
    expect(saving.actor.getSnapshot().value).toBe('valid');
    expect(actionCalls(saving.effects, 'publish')).toEqual([]);
    saving.actor.send({ type: 'draft.changed', draft: completeDraft, saving: false });
    saving.actor.send({ type: 'publish.confirmed' });
    expect(actionCalls(saving.effects, 'publish')).toEqual([{ draftId: completeDraft.propertyDraftId }]);
    expect(saving.actor.getSnapshot().status).toBe('done');
  });

  it('follows the draft: a save that fixes the last problem makes it valid', () => {
    const running = run(model, { draft: emptyDraft, saving: false }, [{ type: 'draft.changed', draft: completeDraft, saving: false }]);
    expect(running.actor.getSnapshot().value).toBe('valid');
  });
});
