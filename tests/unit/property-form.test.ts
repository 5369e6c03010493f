import { describe, expect, it } from 'vitest';
import {
  blurredPrice,
  caretAfterFormat,
  priceNumber,
  propertyBody,
  propertyValues,
  sentPrice,
  shownPrice,
  typedPrice,
  validateCode,
  validateDescription,
  validatePrice,
  validateProperty,
  validatePropertyType,
} from '../../src/machines/forms/property-form.ts';

describe('the price input (spec 03 §5)', () => {
  it.each([
    ['', ''],
    ['1234', '1,234'],
    ['1234567', '1,234,567'],
    ['1,234,567', '1,234,567'],
    ['$ 1.250.000', '1.25'],
    ['12a3b4', '1,234'],
    ['1234.5', '1,234.5'],
    ['1234.567', '1,234.56'],
    ['1234.', '1,234.'],
    ['.5', '0.5'],
    ['.', '0.'],
    ['007', '7'],
    ['0', '0'],
    ['0.75', '0.75'],
    ['-300', '300'],
    ['1e6', '16'],
    ['123456789012345', '1,234,567,890'],
  ])('keeps digits and one dot, groups thousands, two decimals: %j → %j', (typed, shown) => {
    expect(typedPrice(typed)).toBe(shown);
  });

  it.each([
    ['1,250', '1,250.00'],
    ['1,250.5', '1,250.50'],
    ['1250000', '1,250,000.00'],
    ['0.', '0.00'],
    ['', ''],
    ['abc', 'abc'],
  ])('formats with two decimals on blur: %j → %j', (shown, blurred) => {
    expect(blurredPrice(shown)).toBe(blurred);
  });

  it('reads the number and sends an integer without separators', () => {
    expect(priceNumber('1,250,000.50')).toBe(1_250_000.5);
    expect(priceNumber('')).toBeNaN();
    expect(priceNumber('.')).toBeNaN();
    expect(priceNumber('1.2.3')).toBeNaN();
    expect(sentPrice('1,250,000.00')).toBe(1_250_000);
    expect(sentPrice('1,250.49')).toBe(1250);
    expect(sentPrice('1,250.50')).toBe(1251);
  });

  it('shows a saved price with two decimals', () => {
    expect(shownPrice(85000)).toBe('85,000.00');
    expect(shownPrice(null)).toBe('');
  });

  it.each([
    ['', 'El precio es requerido'],
    ['  ', 'El precio es requerido'],
    ['.', 'El precio debe ser un número'],
    ['abc', 'El precio debe ser un número'],
    ['0', 'El precio debe ser mayor a 0'],
    ['0.00', 'El precio debe ser mayor a 0'],
    ['0.40', 'El precio debe ser mayor a 0'],
    ['2,000,000,000', 'El precio debe ser menor o igual a 1,000,000,000'],
    ['1,000,000,000.00', null],
    ['0.5', null],
    ['85,000.00', null],
  ])('validates %j → %j', (shown, message) => {
    expect(validatePrice(shown)).toBe(message);
  });

  it('keeps the caret beside the typed digit when separators move', () => {
    // '1234' typed as '123|4' → '1,234': caret after '3'.
    expect(caretAfterFormat('1234', 3, '1,234')).toBe(4);
    expect(caretAfterFormat('1234', 4, '1,234')).toBe(5);
    expect(caretAfterFormat('1234', 0, '1,234')).toBe(0);
    // A letter typed in the middle is dropped: '12x|34' → '1,234', caret after '2'.
    expect(caretAfterFormat('12x34', 3, '1,234')).toBe(3);
  });
});

describe('the other rules of the Propiedad tool', () => {
  it('requires a property type', () => {
    expect(validatePropertyType(null)).toBe('El tipo de propiedad es requerido');
    expect(validatePropertyType('pt-casa')).toBeNull();
  });

  it('takes an optional code of at least 3 characters', () => {
    expect(validateCode('')).toBeNull();
    expect(validateCode('   ')).toBeNull();
    expect(validateCode('AB')).toBe('El código debe tener al menos 3 caracteres');
    expect(validateCode(' AB ')).toBe('El código debe tener al menos 3 caracteres');
    expect(validateCode('ABC')).toBeNull();
  });

  it('counts the description text without its formatting: 15 to 6000 characters', () => {
    expect(validateDescription('')).toBe('La descripción es requerida');
    expect(validateDescription('<p></p>')).toBe('La descripción es requerida');
    expect(validateDescription('<p><strong>Casa</strong> bonita</p>')).toBe('La descripción es requerida');
    expect(validateDescription('<p>Casa con jardín</p>')).toBeNull();
    expect(validateDescription(`<p>${'a'.repeat(6000)}</p>`)).toBeNull();
    expect(validateDescription(`<p>${'a'.repeat(6001)}</p>`)).toBe('La descripción debe tener menos de 6000 caracteres');
  });

  it('prefills from the draft and builds the body: code null when empty, the description stored', () => {
    const values = propertyValues({ propertyTypeId: 'pt-casa', operationType: null, price: 120000, code: null, description: null });
    expect(values).toEqual({ propertyTypeId: 'pt-casa', operationType: 2, price: '120,000.00', code: '', description: '' });
    const description = '<p>Casa con jardín y piscina</p>';
    expect(validateProperty({ ...values, description })).toEqual({ propertyType: null, price: null, code: null, description: null });
    expect(propertyBody({ ...values, description })).toEqual({
      propertyType: 'pt-casa',
      operationType: 2,
      price: 120000,
      code: null,
      description,
    });
    expect(propertyBody({ ...values, code: ' APT-1 ', operationType: 1, description }).code).toBe('APT-1');
  });
});
