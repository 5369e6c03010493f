import { describe, expect, it } from 'vitest';
import {
  callbackTarget,
  connectionOrigin,
  dataDeletionPath,
  dataDeletionReturnPath,
  facebookCallbackPath,
  returnPathFor,
} from '../../src/machines/media/media-routes.ts';
import { isAppRoute } from '../../src/schema/app-routes.ts';
import { paths } from '../../src/views/paths.ts';

/** Where the media-connection flows send the agent (spec 03 §2 "Social connection screens", "Data-deletion pages"). */

const ONBOARDING = '/onboarding?step=3&from=async_media';
const ACCOUNT = '/account?section=integrations';

describe('callbackTarget', () => {
  it('Facebook: onboarding step 3 with from=async_media by default', () => {
    expect(callbackTarget({ provider: 'facebook', from: null, contextId: null, storedTarget: null })).toBe(ONBOARDING);
    expect(callbackTarget({ provider: 'facebook', from: 'onboarding', contextId: 'x', storedTarget: null })).toBe(ONBOARDING);
  });

  it('Facebook: the property editor’s Facebook section when from=property-editor with a context_id', () => {
    expect(callbackTarget({ provider: 'facebook', from: 'property-editor', contextId: 'draft 1', storedTarget: null })).toBe(
      '/property-editor/draft%201/create?section=facebook',
    );
    // Without the draft there is no editor to go back to.
    expect(callbackTarget({ provider: 'facebook', from: 'property-editor', contextId: null, storedTarget: null })).toBe(ONBOARDING);
  });

  it('Facebook: the account’s integrations when from=account; a stored Instagram target is not Facebook’s', () => {
    expect(callbackTarget({ provider: 'facebook', from: 'account', contextId: null, storedTarget: '/dashboard' })).toBe(ACCOUNT);
    expect(ACCOUNT).toBe(paths.account({ section: 'integrations' }));
  });

  it('Instagram: the stored target, else onboarding step 3 with from=async_media', () => {
    expect(callbackTarget({ provider: 'instagram', from: null, contextId: null, storedTarget: ACCOUNT })).toBe(ACCOUNT);
    expect(callbackTarget({ provider: 'instagram', from: 'account', contextId: null, storedTarget: null })).toBe(ONBOARDING);
  });
});

describe('media-connection paths', () => {
  it('the Facebook callback carries access_token, state, from and context_id, encoded', () => {
    expect(facebookCallbackPath({ accessToken: 'a&b=c', state: 's1', from: 'onboarding' })).toBe(
      '/oauth/authorize/facebook?access_token=a%26b%3Dc&state=s1&from=onboarding',
    );
    expect(facebookCallbackPath({ accessToken: 't', state: 's2', from: 'property-editor', contextId: 'd1' })).toBe(
      '/oauth/authorize/facebook?access_token=t&state=s2&from=property-editor&context_id=d1',
    );
  });

  it('the data-deletion pages take from; their button goes home, or back where the agent came from', () => {
    expect(dataDeletionPath({ provider: 'instagram', from: 'account' })).toBe('/instagram/data-delete?from=account');
    expect(dataDeletionPath({ provider: 'facebook' })).toBe('/facebook/data-delete');
    expect(dataDeletionPath({ provider: 'facebook', from: 'onboarding', disconnected: true })).toBe('/facebook/data-delete?from=onboarding&disconnected=1');
    expect(dataDeletionReturnPath(null)).toBe('/');
    expect(dataDeletionReturnPath('account')).toBe(ACCOUNT);
    expect(dataDeletionReturnPath('onboarding')).toBe(ONBOARDING);
  });

  it('the grids store their own address before leaving for Instagram', () => {
    expect(returnPathFor('account')).toBe(ACCOUNT);
    expect(returnPathFor('onboarding')).toBe(ONBOARDING);
    expect(returnPathFor('property-editor', 'd1')).toBe('/property-editor/d1/create?section=instagram');
  });

  it('reads from as one of the known origins only', () => {
    expect(connectionOrigin('account')).toBe('account');
    expect(connectionOrigin('property-editor')).toBe('property-editor');
    expect(connectionOrigin('evil')).toBeNull();
    expect(connectionOrigin(null)).toBeNull();
  });

  it('every page these flows open is a route of the shared table (the server answers others 404)', () => {
    for (const path of [
      '/oauth/authorize/facebook',
      '/oauth/authorize/instagram',
      '/facebook/data-delete',
      '/instagram/data-delete',
      '/onboarding',
      '/account',
      '/property-editor/d1/create',
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });
});
