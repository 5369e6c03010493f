import { describe, expect, it } from 'vitest';
import { avatarSrc, chatHref, documentText, phoneText, starsFor } from './customerText.ts';

describe('customer view text', () => {
  it('gives 3 stars to a lead, 2 to a customer, 1 to a contact', () => {
    expect([starsFor(1), starsFor(2), starsFor(3)]).toEqual([3, 2, 1]);
  });

  it('opens the chat with the full number', () => {
    expect(chatHref('584121234567')).toBe('https://wa.me/584121234567');
    expect(chatHref('+58 412-123.4567')).toBe('https://wa.me/584121234567');
  });

  it('versions the avatar by the record date', () => {
    expect(avatarSrc({ avatarUrl: null, updatedAt: '2026-11-25T15:00:00.000Z' })).toBeNull();
    expect(avatarSrc({ avatarUrl: '/uploads/avatars/a.jpg', updatedAt: '2026-11-25T15:00:00.000Z' })).toBe(
      '/uploads/avatars/a.jpg?v=2026-11-25T15%3A00%3A00.000Z',
    );
  });

  it('writes the document as type-number', () => {
    expect(documentText({ documentType: 1, documentNumber: '12345678' })).toBe('V-12345678');
    expect(documentText({ documentType: 4, documentNumber: 'J-1' })).toBe('RIF-J-1');
    expect(documentText({ documentType: null, documentNumber: '1' })).toBeNull();
    expect(documentText({ documentType: 2, documentNumber: '' })).toBeNull();
  });

  it('writes the phone with a plus', () => {
    expect(phoneText({ phoneNumber: { code: '58', number: '4121234567', fullNumber: '584121234567' } })).toBe('+584121234567');
  });
});
