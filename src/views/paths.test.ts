import { describe, expect, it } from 'vitest';
import { paths, safeContinueUrl } from './paths.ts';

describe('paths', () => {
  it('leaves out empty query values', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login({ continueUrl: null, from: null })).toBe('/login');
    expect(paths.signUp({ continueUrl: '' })).toBe('/signup');
  });

  it('encodes continue_url so the path and query it carries survive the round trip', () => {
    const href = paths.login({ continueUrl: '/customers/view/ana?section=tasks&task=7' });
    expect(href).toBe('/login?continue_url=%2Fcustomers%2Fview%2Fana%3Fsection%3Dtasks%26task%3D7');
    expect(new URLSearchParams(href.split('?')[1]).get('continue_url')).toBe('/customers/view/ana?section=tasks&task=7');
  });

  it('builds the spec addresses', () => {
    expect(paths.login({ from: 'password-reset' })).toBe('/login?from=password-reset');
    expect(paths.account({ section: 'integrations' })).toBe('/account?section=integrations');
    expect(paths.customer({ slug: 'ana-perez', section: 'tasks', task: 't1' })).toBe('/customers/view/ana-perez?section=tasks&task=t1');
    expect(paths.onboarding({ step: 2 })).toBe('/onboarding?step=2');
    expect(paths.onboarding({ step: 3, from: 'async_media' })).toBe('/onboarding?step=3&from=async_media');
    expect(paths.createDraft()).toBe('/properties/drafts/create');
    expect(paths.properties()).toBe('/properties');
    expect(paths.properties({ searchQuery: 'chacao', propertyType: null, minPrice: 1000, maxPrice: null })).toBe('/properties?searchQuery=chacao&minPrice=1000');
    expect(paths.propertyView({ slug: 'apartamento-en-chacao-3f9k2', propertyId: 'p 1' })).toBe('/properties/view/apartamento-en-chacao-3f9k2/p%201');
  });

  it('builds the legal and data-deletion addresses (DECISIONS.md, spec 03)', () => {
    expect(paths.terms()).toBe('/terminos');
    expect(paths.privacy()).toBe('/privacidad');
    expect(paths.dataDeletionInstructions({ provider: 'facebook' })).toBe('/facebook/data-delete/instructions');
    expect(paths.dataDeletionInstructions({ provider: 'instagram' })).toBe('/instagram/data-delete/instructions');
  });
});

describe('safeContinueUrl', () => {
  it('keeps paths of this site', () => {
    expect(safeContinueUrl('/dashboard')).toBe('/dashboard');
    expect(safeContinueUrl('/customers?x=1')).toBe('/customers?x=1');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', 'dashboard', '']) {
      expect(safeContinueUrl(value)).toBeNull();
    }
    expect(safeContinueUrl(null)).toBeNull();
  });
});

describe('customers paths', () => {
  it('builds the customers area addresses', () => {
    expect(paths.customers()).toBe('/customers');
    expect(paths.customers({ searchQuery: 'ana', status: 2, type: 3 })).toBe('/customers?searchQuery=ana&status=2&type=3');
    expect(paths.createCustomer()).toBe('/customers/create');
    expect(paths.editCustomer({ slug: 'ana-perez' })).toBe('/customers/edit/ana-perez');
    expect(paths.customer({ slug: 'ana-perez', section: 5 })).toBe('/customers/view/ana-perez?section=5');
  });
});
