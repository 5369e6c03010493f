import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS, SHELL_ROUTES, TOP_LEVEL_ROUTES, anyRouteRegExp, isAppRoute, routeRegExp } from '../../src/schema/app-routes.ts';
import { patterns } from '../../src/views/paths.ts';

/**
 * The route table the router and the server share (issue 8): the server's matcher must decide as
 * wouter does, or a real page would be answered 404 (or a missing one 200).
 */

const SAMPLES = [
  '/',
  '/login',
  '/login/',
  '/LOGIN',
  '/loginx',
  '/login/otra',
  '/signup',
  '/password-reset',
  '/logout',
  '/onboarding',
  '/onboarding/2',
  '/dashboard',
  '/dashboard/',
  '/dashboard/extra',
  '/properties',
  '/properties/',
  '/properties/drafts/create',
  '/propertiesx',
  '/property-editor/abc/1',
  '/property-editor/abc/create',
  '/property-editor/abc/create/',
  '/property-editor',
  '/customers',
  '/customers/create',
  '/customers/view/ana-perez',
  '/customers/view/ana.perez',
  '/customers/view/mar%C3%ADa',
  '/customers/edit/x/y',
  '/customer',
  '/account',
  '/account/profile',
  '/terms',
  '/oauth/authorize/facebook',
  '/oauth/authorize/instagram',
  '/oauth/authorize/google',
  '/facebook/data-delete',
  '/instagram/data-delete/',
  '/facebook/data-delete/otra',
  '/no-existe',
  '/index.html',
  '/%E0%A4%A',
];

/** What wouter's Switch decides with its default parser: some top-level route or the shell matches. */
const wouterMatches = (path: string): boolean => {
  const decoded = (() => {
    try {
      return path.includes('%') ? decodeURI(path) : path;
    } catch {
      return path;
    }
  })();
  return [...Object.values(TOP_LEVEL_ROUTES), ...Object.values(SHELL_ROUTES)].some((pattern) => matchRoute(parse, pattern, decoded)[0]);
};

describe('app routes', () => {
  it.each(Object.entries(ROUTE_PATTERNS))('%s (%s) compiles to the RegExp regexparam gives wouter', (_name, pattern) => {
    const ours = routeRegExp(pattern);
    const theirs = parse(pattern).pattern;
    expect(ours.source).toBe(theirs.source);
    expect(ours.flags).toBe(theirs.flags);
  });

  it.each(SAMPLES)('%s: the server decides as the router does', (path) => {
    expect(isAppRoute(path)).toBe(wouterMatches(path));
  });

  it('knows the pages and refuses the rest', () => {
    expect(SAMPLES.filter(isAppRoute)).toEqual([
      '/',
      '/login',
      '/login/',
      '/LOGIN',
      '/signup',
      '/password-reset',
      '/logout',
      '/onboarding',
      '/dashboard',
      '/dashboard/',
      '/properties',
      '/properties/',
      '/properties/drafts/create',
      '/property-editor/abc/create',
      '/property-editor/abc/create/',
      '/customers',
      '/customers/create',
      '/customers/view/ana-perez',
      '/customers/view/ana.perez',
      '/customers/view/mar%C3%ADa',
      '/customers/edit/x/y',
      '/account',
      '/account/profile',
      '/oauth/authorize/facebook',
      '/oauth/authorize/instagram',
      '/facebook/data-delete',
      '/instagram/data-delete/',
    ]);
  });

  it('is the table the views link with', () => {
    expect(patterns).toBe(ROUTE_PATTERNS);
  });

  it('refuses a pattern it would compile differently from the router', () => {
    expect(() => routeRegExp('/files/:name.pdf')).toThrow(/unsupported/);
    expect(() => routeRegExp('/a/:id?')).toThrow(/unsupported/);
  });

  it('joins patterns into one RegExp (the shell route)', () => {
    const shell = anyRouteRegExp(Object.values(SHELL_ROUTES));
    expect(['/dashboard', '/customers/view/a', '/account'].every((path) => shell.test(path))).toBe(true);
    expect(['/', '/login', '/dashboardx'].some((path) => shell.test(path))).toBe(false);
  });
});
