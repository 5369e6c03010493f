import { describe, expect, it } from 'vitest';
import { EDITOR_SECTIONS, type EditorSection } from '../../src/schema/editor-sections.ts';
import { EDITOR_MENU, TILE_SECTION, completedTiles, tileOfSection } from '../../src/views/editor/completion.ts';
import { completeDraft, detail, emptyDraft } from '../machines/draft-fixtures.ts';

const none = {
  property: false,
  enviroments: false,
  details: false,
  services: false,
  location: false,
  rules: false,
  images: false,
  video: false,
  instagram: false,
  facebook: false,
};

/** Spec 03 §4 'Completion checks for tiles', and ours for the four the spec leaves open. */
describe('completedTiles', () => {
  it('an empty draft completes nothing', () => {
    expect(completedTiles(emptyDraft)).toEqual(none);
  });

  it('Propiedad needs the type and a price above 0', () => {
    expect(completedTiles({ ...emptyDraft, propertyType: 'Casa' }).property).toBe(false);
    expect(completedTiles({ ...emptyDraft, price: 1000 }).property).toBe(false);
    expect(completedTiles({ ...emptyDraft, propertyType: 'Casa', price: 0 }).property).toBe(false);
    expect(completedTiles({ ...emptyDraft, propertyType: '  ', price: 1000 }).property).toBe(false);
    expect(completedTiles({ ...emptyDraft, propertyType: 'Casa', price: 1000 }).property).toBe(true);
  });

  it('Ambientes needs one environment with a quantity', () => {
    const enviroment = completeDraft.enviroments[0]!;
    expect(completedTiles({ ...emptyDraft, enviroments: [{ ...enviroment, quantity: 0 }] }).enviroments).toBe(false);
    expect(completedTiles({ ...emptyDraft, enviroments: [enviroment] }).enviroments).toBe(true);
  });

  it('Detalles, Servicios and Normas split the details by category (Servicios, Limitaciones, any other)', () => {
    expect(completedTiles({ ...emptyDraft, details: [detail('1', 'Servicios')] })).toEqual({ ...none, services: true });
    expect(completedTiles({ ...emptyDraft, details: [detail('1', 'Limitaciones')] })).toEqual({ ...none, rules: true });
    expect(completedTiles({ ...emptyDraft, details: [detail('1', 'Generales')] })).toEqual({ ...none, details: true });
    // The names as the reference data may write them.
    expect(completedTiles({ ...emptyDraft, details: [detail('1', ' servicios ')] }).services).toBe(true);
    expect(completedTiles({ ...emptyDraft, details: [detail('1', 'LIMITACIONES')] }).details).toBe(false);
  });

  it('Dirección needs an address text', () => {
    expect(completedTiles({ ...emptyDraft, address: { ...completeDraft.address!, address: '' } }).location).toBe(false);
    expect(completedTiles({ ...emptyDraft, address: completeDraft.address }).location).toBe(true);
  });

  it('Imagenes a photo, Video a video, Instagram and Facebook a prepared post', () => {
    expect(completedTiles({ ...emptyDraft, media: completeDraft.media }).images).toBe(true);
    expect(
      completedTiles({ ...emptyDraft, video: { propertyVideoId: 'v', url: '/v.mp4', videoUrl: '/v.mp4', thumbnail: null, format: 'mp4' } }).video,
    ).toBe(true);
    const post = { id: 'p', imagesUrls: ['img-1'], caption: 'Hola', hashTags: null, status: 1 as const, location: null };
    expect(completedTiles({ ...emptyDraft, instagramPost: post }).instagram).toBe(true);
    expect(completedTiles({ ...emptyDraft, facebookPost: { ...post, pagesIds: ['page-1'] } }).facebook).toBe(true);
  });

  it('a complete draft checks the tiles of the pre-publish validation', () => {
    expect(completedTiles(completeDraft)).toEqual({ ...none, property: true, enviroments: true, details: true, location: true, images: true });
  });
});

describe('the side menu', () => {
  it('has the spec groups and tiles, in order, each opening a section', () => {
    expect(EDITOR_MENU.map(({ group, tiles }) => [group, tiles])).toEqual([
      ['property', ['property', 'enviroments', 'details', 'services']],
      ['zone', ['location', 'rules']],
      ['media', ['images', 'video']],
      ['social', ['instagram', 'facebook']],
    ]);
    for (const section of Object.values(TILE_SECTION)) expect(Object.hasOwn(EDITOR_SECTIONS, section)).toBe(true);
  });

  it('shows every section as one tile (thumbnail is part of Imagenes)', () => {
    const tiles = (Object.keys(EDITOR_SECTIONS) as EditorSection[]).map((section) => [section, tileOfSection(section)]);
    expect(Object.fromEntries(tiles)).toEqual({
      basic_details: 'property',
      enviroments: 'enviroments',
      details: 'details',
      services: 'services',
      location: 'location',
      rules: 'rules',
      thumbnail: 'images',
      images: 'images',
      video: 'video',
      instagram: 'instagram',
      facebook: 'facebook',
    });
  });
});
