import { describe, expect, it } from 'vitest';
import { initialDetailValue, sentDetailValue, shownDetailValue, typedDetailNumber, typedDetailText, typedDetailValue } from '../../src/machines/forms/detail-value.ts';
import { categoryBelongs, detailGroups } from '../../src/views/editor/tools/details/reference-lists.ts';

describe('detail values', () => {
  it("starts a text detail, service or rule as 'Sí', a number service or rule as 1, a number detail empty", () => {
    expect(initialDetailValue('details', 'text')).toBe('Sí');
    expect(initialDetailValue('services', 'text')).toBe('Sí');
    expect(initialDetailValue('rules', 'text')).toBe('Sí');
    expect(initialDetailValue('services', 'number')).toBe('1');
    expect(initialDetailValue('rules', 'number')).toBe('1');
    expect(initialDetailValue('details', 'number')).toBe('');
  });

  it.each([
    ['120', '120'],
    ['1,5', '1,5'],
    ['1.200,50', '1.200,50'],
    ['12.5.3', '12.5.3'],
    ['abc', ''],
    ['$ 1.200 m²', '1.200'],
    ['1234567890123456789012', '12345678901234567890'],
  ])('a number input keeps digits and separators as typed: %j → %j', (typed, kept) => {
    expect(typedDetailNumber(typed)).toBe(kept);
    expect(typedDetailValue('number', typed)).toBe(kept);
  });

  it.each([
    ['120', '120'],
    ['1,5', '1.5'],
    ['185,5', '185.5'],
    ['1.200', '1200'],
    ['1.200,50', '1200.5'],
    ['1,200.50', '1200.5'],
    ['1.2', '1.2'],
    ['12.', '12'],
    ['3,14159', '3.1416'],
    ['2015', '2015'],
    ['12.5.3', '12.5.3'],
  ])('sends a number as the server keeps it, read the way people mean it: %j → %j', (typed, sent) => {
    expect(sentDetailValue('number', typed)).toBe(sent);
  });

  it('shows a stored number es-VE, four-digit numbers ungrouped (a year stays 2015)', () => {
    expect(shownDetailValue('number', '1200.5')).toBe('1200,5');
    expect(shownDetailValue('number', '145,5')).toBe('145,5');
    expect(shownDetailValue('number', '12500')).toBe('12.500');
    expect(shownDetailValue('number', '2015')).toBe('2015');
    expect(shownDetailValue('number', null)).toBeNull();
    expect(shownDetailValue('text', 'Sí')).toBe('Sí');
    expect(shownDetailValue('number', 'Sí')).toBe('Sí');
  });

  it('a text input keeps at most 200 characters', () => {
    expect(typedDetailText('x'.repeat(250))).toHaveLength(200);
    expect(typedDetailValue('text', 'Porcelanato')).toBe('Porcelanato');
  });

  it('sends the value trimmed, a number without a trailing dot', () => {
    expect(sentDetailValue('text', '  Sí ')).toBe('Sí');
    expect(sentDetailValue('number', ' 12. ')).toBe('12');
  });
});

describe('the categories of each tool (spec 03 §4)', () => {
  const category = (id: string, name: string) => ({ propertyDetailCategoryId: id, name });
  const categories = [category('c1', 'Generales'), category('c2', 'Servicios'), category('c3', 'Limitaciones'), category('c4', 'Vacía')];
  const type = (id: string, categoryId: string) => ({
    propertyDetailTypeId: id,
    type: id.toUpperCase(),
    name: id,
    valueKind: 'text' as const,
    propertyDetailCategory: categories.find((c) => c.propertyDetailCategoryId === categoryId) ?? categories[0]!,
  });
  const types = [type('size', 'c1'), type('water', 'c2'), type('no_pets', 'c3')];

  it('gives Detalles every category but Servicios and Limitaciones, Servicios and Normas their own', () => {
    expect(categoryBelongs('details', 'Generales')).toBe(true);
    expect(categoryBelongs('details', 'Servicios')).toBe(false);
    expect(categoryBelongs('details', 'Limitaciones')).toBe(false);
    expect(categoryBelongs('services', 'Servicios')).toBe(true);
    expect(categoryBelongs('rules', 'Limitaciones')).toBe(true);
    expect(categoryBelongs('rules', 'Servicios')).toBe(false);
  });

  it('groups the types under their categories, leaving out categories without types', () => {
    expect(detailGroups('details', categories, types).map((group) => [group.category.name, group.types.map((t) => t.name)])).toEqual([
      ['Generales', ['size']],
    ]);
    expect(detailGroups('services', categories, types).map((group) => group.types.map((t) => t.name))).toEqual([['water']]);
    expect(detailGroups('rules', categories, types).map((group) => group.types.map((t) => t.name))).toEqual([['no_pets']]);
  });
});
