import { describe, expect, it } from 'vitest';
import {
  AccountPage,
  ComingSoon,
  CustomerCreatePage,
  CustomerEditPage,
  CustomerViewPage,
  CustomersListPage,
  CreateDraftPage,
  DashboardPage,
  EditorPage,
  DraftsListPage,
  OAuthCallbackPage,
  OnboardingPage,
  PublishingPage,
  Shell,
  agentPagesOf,
} from '../../src/app/pages.ts';

/** With a stored token, boot loads the chunks of the path's page beside the token's check (issue 7). */
describe('agentPagesOf', () => {
  it.each([
    ['/', [Shell, DashboardPage]],
    ['/dashboard', [Shell, DashboardPage]],
    ['/Dashboard/', [Shell, DashboardPage]],
    ['/customers', [Shell, CustomersListPage]],
    ['/customers/create', [Shell, CustomerCreatePage]],
    ['/customers/view/ana-perez', [Shell, CustomerViewPage]],
    ['/customers/edit/ana-perez', [Shell, CustomerEditPage]],
    ['/property-editor/abc/create', [EditorPage]],
    ['/properties/drafts', [Shell, DraftsListPage]],
    ['/properties/drafts/', [Shell, DraftsListPage]],
    ['/properties/drafts/create', [Shell, CreateDraftPage]],
    ['/properties', [Shell, ComingSoon]],
    ['/properties/drafts/abc/publishing', [Shell, PublishingPage]],
    ['/account', [Shell, AccountPage]],
    ['/onboarding', [OnboardingPage]],
    ['/oauth/authorize/instagram', [OAuthCallbackPage]],
    ['/oauth/authorize/facebook', [OAuthCallbackPage]],
  ])('%s → the shell and its page', (path, pages) => expect(agentPagesOf(path)).toEqual(pages));

  it.each(['/login', '/terminos', '/no-existe', '/property-editor/abc/1', '/dashboard/extra', '/logout', '/facebook/data-delete'])('%s → nothing', (path) => expect(agentPagesOf(path)).toEqual([]));
});
