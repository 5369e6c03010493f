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
  agentRouteHints,
} from '../../src/app/pages.ts';
import { existsSync } from 'node:fs';

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

/** The build's hints (build/prerender.ts) name each route's modules: real files, matched as agentPagesOf matches. */
describe('agentRouteHints', () => {
  const hints = agentRouteHints();
  const hintFor = (path: string) => hints.find((hint) => new RegExp(hint.source, hint.flags).test(path));

  it('names modules that exist', () => {
    for (const hint of hints) for (const module of hint.modules) expect(existsSync(module), module).toBe(true);
  });

  it.each([
    ['/', ['src/views/shell/Shell.tsx', 'src/views/dashboard/DashboardPage.tsx']],
    ['/customers', ['src/views/shell/Shell.tsx', 'src/views/customers/list/CustomersListPage.tsx']],
    ['/customers/view/ana-perez', ['src/views/shell/Shell.tsx', 'src/views/customers/view/CustomerViewPage.tsx']],
    ['/property-editor/abc/create', ['src/views/editor/EditorPage.tsx']],
    ['/onboarding', ['src/views/onboarding/OnboardingPage.tsx']],
  ])('%s → its modules', (path, modules) => expect(hintFor(path)?.modules).toEqual(modules));

  it('has one hint per route of agentPagesOf, none for other paths', () => {
    for (const path of ['/login', '/no-existe', '/dashboard/extra']) expect(hintFor(path)).toBeUndefined();
  });
});
