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

describe('the price input (spec 03 §5, issue 21 §6)', () => {
  it.each([
    ['', ''],
    ['185.000', '185.000'],
    ['1.200,50', '1.200,50'],
    ['1,200.50', '1,200.50'],
    ['$ 185.000', '185.000'],
    ['185 000', '185000'],
    ['12a3b4', '1234'],
    ['-300', '-300'],
    ['3-00', '300'],
    ['1e6', '16'],
    ['1.000.000.000,00999', '1.000.000.000,00'],
  ])('keeps digits and separators as typed: %j → %j', (typed, shown) => {
    expect(typedPrice(typed)).toBe(shown);
  });

  it.each([
    ['185.000', '185.000,00'],
    ['185000', '185.000,00'],
    ['1.200,50', '1.200,50'],
    ['1,200.50', '1.200,50'],
    ['1.2', '1,20'],
    ['12.5', '12,50'],
    ['185,5', '185,50'],
    ['1.234.567,89', '1.234.567,89'],
    ['1.200,505', '1.200,51'],
    ['0,', '0,00'],
    ['', ''],
    ['1.2.3', '1.2.3'],
  ])('shows what it read on blur, es-VE with two decimals: %j → %j', (shown, blurred) => {
    expect(blurredPrice(shown)).toBe(blurred);
  });

  it('reads the number the way people mean it and sends an integer without separators', () => {
    expect(priceNumber('185.000')).toBe(185_000);
    expect(priceNumber('1.200,50')).toBe(1200.5);
    expect(priceNumber('1,250,000.50')).toBe(1_250_000.5);
    expect(priceNumber('')).toBeNaN();
    expect(priceNumber('.')).toBeNaN();
    expect(priceNumber('1.2.3')).toBeNaN();
    expect(sentPrice('185.000')).toBe(185_000);
    expect(sentPrice('185.000,00')).toBe(185_000);
    expect(sentPrice('1.250.000,00')).toBe(1_250_000);
    expect(sentPrice('1.250,49')).toBe(1250);
    expect(sentPrice('1.250,50')).toBe(1251);
  });

  it('shows a saved price es-VE with two decimals', () => {
    expect(shownPrice(85000)).toBe('85.000,00');
    expect(shownPrice(185000)).toBe('185.000,00');
    expect(shownPrice(null)).toBe('');
  });

  it.each([
    ['', 'El precio es requerido'],
    ['  ', 'El precio es requerido'],
    ['.', 'El precio debe ser un número'],
    ['abc', 'El precio debe ser un número'],
    ['1.2.3', 'El precio debe ser un número'],
    ['0', 'El precio debe ser mayor a 0'],
    ['0,00', 'El precio debe ser mayor a 0'],
    ['0,40', 'El precio debe ser mayor a 0'],
    ['-300', 'El precio debe ser mayor a 0'],
    ['2.000.000.000', 'El precio debe ser menor o igual a 1.000.000.000'],
    ['1.000.000.000,00', null],
    ['0,5', null],
    ['85.000,00', null],
    ['185.000', null],
  ])('validates %j → %j', (shown, message) => {
    expect(validatePrice(shown)).toBe(message);
  });

  it('keeps the caret where the agent was typing when a character is refused', () => {
    // A letter typed in the middle is dropped: '12x|34' → '1234', caret after '2'.
    expect(caretAfterFormat('12x34', 3, '1234')).toBe(2);
    expect(caretAfterFormat('1.2x00', 4, '1.200')).toBe(3);
    expect(caretAfterFormat('1234', 4, '1234')).toBe(4);
    expect(caretAfterFormat('x1234', 1, '1234')).toBe(0);
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
    expect(values).toEqual({ propertyTypeId: 'pt-casa', operationType: 2, price: '120.000,00', code: '', description: '' });
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
