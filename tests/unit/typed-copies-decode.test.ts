import { describe, expect, it } from 'vitest';
import { decodeTypedPhone, decodeTypedProfile } from '../../src/views/account/typed-profile.ts';
import { decodeTypedPost, isSavedPost } from '../../src/views/editor/tools/post/typed-post.ts';

/** Issue 21: the local copies of the profile, the phone and the post forms, read back. */
describe('typed copies read back', () => {
  const profile = {
    firstName: 'Lucía',
    lastName: 'Pérez',
    sex: 2,
    birthDate: { day: 17, month: 5, year: null },
    countryStateId: 'st-1',
    countryLocationId: null,
    description: 'Agente en Caracas',
  };

  it('takes a profile copy of the form’s shape, refuses any other', () => {
    expect(decodeTypedProfile(JSON.parse(JSON.stringify(profile)))).toEqual(profile);
    expect(decodeTypedProfile({ ...profile, birthDate: '1990-05-17' })).toBeNull();
    expect(decodeTypedProfile({ ...profile, sex: '2' })).toBeNull();
    expect(decodeTypedProfile({ ...profile, firstName: undefined })).toBeNull();
    expect(decodeTypedProfile('Lucía')).toBeNull();
  });

  it('takes a phone copy with its place, refuses any other', () => {
    const phone = { phoneNumber: '0414 765 4321', countryStateId: null, countryLocationId: null };
    expect(decodeTypedPhone(phone)).toEqual(phone);
    expect(decodeTypedPhone({ ...phone, phoneNumber: 4147654321 })).toBeNull();
    expect(decodeTypedPhone(null)).toBeNull();
  });

  it('takes a post copy (values and hashtag text), refuses any other', () => {
    const post = { values: { imagesIds: ['image-1'], caption: 'Casa 🌊', hashtags: ['playa'], pagesIds: [] }, hashtagText: '#vista' };
    expect(decodeTypedPost(post)).toEqual(post);
    expect(decodeTypedPost({ ...post, hashtagText: undefined })).toBeNull();
    expect(decodeTypedPost({ ...post, values: { ...post.values, imagesIds: [1] } })).toBeNull();
    expect(decodeTypedPost({ ...post, values: { ...post.values, caption: 'x'.repeat(2201) } })).toBeNull();
    expect(decodeTypedPost(post.values)).toBeNull();
  });
});

describe('a post copy left behind by a save answered just before a reload', () => {
  const saved = { imagesIds: ['img-1', 'img-2'], caption: 'Apartamento en Chacao', hashtags: ['chacao'], pagesIds: ['page-1'] };
  it('is the saved post only when every value matches and no hashtag is half typed', () => {
    expect(isSavedPost({ values: saved, hashtagText: '' }, saved)).toBe(true);
    expect(isSavedPost({ values: saved, hashtagText: 'cha' }, saved)).toBe(false);
    expect(isSavedPost({ values: { ...saved, caption: 'Otra' }, hashtagText: '' }, saved)).toBe(false);
    expect(isSavedPost({ values: { ...saved, imagesIds: ['img-2', 'img-1'] }, hashtagText: '' }, saved)).toBe(false);
    expect(isSavedPost({ values: { ...saved, pagesIds: [] }, hashtagText: '' }, saved)).toBe(false);
  });
});
