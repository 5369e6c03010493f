import { describe, expect, it } from 'vitest';
import * as Schema from 'effect/Schema';
import {
  addHashtags,
  cutCaption,
  facebookPostBody,
  hashtagUrl,
  insertAtCaret,
  instagramPostBody,
  parseHashtags,
  selectionNumber,
  toggleId,
  validatePostForm,
} from '../../src/machines/forms/post-form.ts';
import { FacebookPostBody, Hashtag, InstagramPostBody } from '../../src/schema/property-draft.ts';

describe('cutCaption', () => {
  it('keeps 2200 characters and ignores the rest', () => {
    expect(cutCaption('a'.repeat(2199))).toHaveLength(2199);
    expect(cutCaption('a'.repeat(2200))).toHaveLength(2200);
    expect(cutCaption('a'.repeat(2201))).toBe('a'.repeat(2200));
  });

  it('never keeps half of an emoji at the cut', () => {
    const caption = cutCaption(`${'a'.repeat(2199)}😀`);
    expect(caption).toBe('a'.repeat(2199));
    expect(cutCaption(`${'a'.repeat(2198)}😀b`)).toBe(`${'a'.repeat(2198)}😀`);
  });

  it('keeps line breaks and tabs, drops other control characters', () => {
    expect(cutCaption('Casa\nen\tventa\u0000\u0007')).toBe('Casa\nen\tventa');
  });
});

describe('insertAtCaret', () => {
  it('inserts at the caret and moves the caret after the insertion', () => {
    expect(insertAtCaret('Casa venta', '🏠', 5)).toEqual({ caption: 'Casa 🏠venta', caret: 7 });
  });

  it('replaces a selection', () => {
    expect(insertAtCaret('Casa XX venta', '🏠', 5, 7)).toEqual({ caption: 'Casa 🏠 venta', caret: 7 });
  });

  it('clamps a caret outside the text to its end', () => {
    expect(insertAtCaret('Casa', '!', 99)).toEqual({ caption: 'Casa!', caret: 5 });
  });

  it('ignores an insertion that would pass 2200 characters', () => {
    const full = 'a'.repeat(2199);
    expect(insertAtCaret(full, '😀', 10)).toEqual({ caption: full, caret: 10 });
    expect(insertAtCaret(full, '!', 10).caption).toHaveLength(2200);
  });
});

describe('hashtags', () => {
  it('parses words without #, spaces, commas or characters the networks do not link', () => {
    expect(parseHashtags('#casa #playa, vista_al_mar  ')).toEqual(['casa', 'playa', 'vista_al_mar']);
    expect(parseHashtags('casa-bonita Mérida 2025 🏠')).toEqual(['casabonita', 'Mérida', '2025']);
    expect(parseHashtags('   #  ,,')).toEqual([]);
  });

  it('cuts a word at 100 characters; every parsed tag passes the server schema', () => {
    const tags = parseHashtags(`${'a'.repeat(150)} ñandú_1`);
    expect(tags[0]).toHaveLength(100);
    for (const tag of tags) expect(Schema.is(Hashtag)(tag)).toBe(true);
  });

  it('adds without duplicates (case-insensitive) and at most 30', () => {
    expect(addHashtags(['Casa'], 'casa playa PLAYA')).toEqual(['Casa', 'playa']);
    const many = Array.from({ length: 40 }, (_, index) => `tag${index}`).join(' ');
    expect(addHashtags([], many)).toHaveLength(30);
  });

  it('links each network tag page', () => {
    expect(hashtagUrl('instagram', 'casa')).toBe('https://www.instagram.com/explore/tags/casa/');
    expect(hashtagUrl('facebook', 'casa')).toBe('https://www.facebook.com/hashtag/casa');
    expect(hashtagUrl('instagram', 'Mérida')).toBe('https://www.instagram.com/explore/tags/M%C3%A9rida/');
  });
});

describe('image selection', () => {
  it('adds last, removes on a second toggle and stops at the maximum', () => {
    expect(toggleId(['a'], 'b', 20)).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b', 'c'], 'b', 20)).toEqual(['a', 'c']);
    expect(toggleId(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a', 2)).toEqual(['b']);
  });

  it('numbers selected images from 1 in selection order', () => {
    expect(selectionNumber(['c', 'a'], 'c')).toBe(1);
    expect(selectionNumber(['c', 'a'], 'a')).toBe(2);
    expect(selectionNumber(['c', 'a'], 'b')).toBeNull();
  });
});

describe('validation and bodies', () => {
  const values = { imagesIds: ['image-1'], caption: 'Casa', hashtags: [], pagesIds: [] };

  it('asks Facebook for a page, Instagram not', () => {
    expect(validatePostForm(values, 'instagram')).toEqual({ images: null, caption: null, pages: null });
    expect(validatePostForm(values, 'facebook').pages).toBe('Debes seleccionar al menos una página.');
    expect(validatePostForm({ ...values, caption: '   ' }, 'instagram').caption).toBe('Debes escribir una descripción.');
  });

  it('builds bodies the server schema accepts: hashtags null when empty, location null', () => {
    const instagram = instagramPostBody(values);
    expect(instagram).toEqual({ imagesUrls: ['image-1'], caption: 'Casa', hashtags: null, location: null });
    expect(Schema.is(InstagramPostBody)(instagram)).toBe(true);
    const facebook = facebookPostBody({ ...values, hashtags: ['casa'], pagesIds: ['page-1'] });
    expect(facebook).toEqual({ imagesUrls: ['image-1'], caption: 'Casa', hashtags: ['casa'], pagesIds: ['page-1'], location: null });
    expect(Schema.is(FacebookPostBody)(facebook)).toBe(true);
  });
});
