import { describe, expect, it } from 'vitest';
import type { FacebookPost, InstagramPost, PropertyDraft } from '../../src/schema/property-draft.ts';
import { CHANNEL_MESSAGES, PUBLISH_MESSAGES, channelProblems, publishProblems, publishProblemsMessage, refusedProblems } from '../../src/schema/publish-validation.ts';
import { completeDraft, emptyDraft } from '../machines/draft-fixtures.ts';

/** The pre-publish validation (spec 03 §5): one pure function, shared by the publish modal and the server. */

const instagram: InstagramPost = { id: 'ig-1', imagesUrls: ['img-1'], caption: 'Apartamento en Chacao', hashTags: null, status: 1, location: null };
const facebook: FacebookPost = { ...instagram, id: 'fb-1', pagesIds: ['page-1'] };

describe('publishProblems', () => {
  it('a complete draft without posts passes', () => {
    expect(publishProblems(completeDraft)).toEqual([]);
  });

  it('an empty draft lists every required item once, in the spec’s order, each with its section', () => {
    expect(publishProblems(emptyDraft)).toEqual([
      { message: 'El tipo de propiedad es requerido', param: 'basic_details' },
      { message: 'El precio es requerido', param: 'basic_details' },
      { message: 'Debes seleccionar al menos un ambiente', param: 'enviroments' },
      { message: 'Debes seleccionar al menos un detalle', param: 'details' },
      { message: 'La ubicación es requerida', param: 'location' },
      { message: 'La imagen principal es requerida', param: 'thumbnail' },
      { message: 'Debes cargar al menos una imagen', param: 'images' },
    ]);
  });

  it('blank texts and a zero price count as missing; environments at quantity 0 do not count', () => {
    const draft: PropertyDraft = {
      ...completeDraft,
      propertyType: '  ',
      price: 0,
      thumbnail: '',
      address: completeDraft.address && { ...completeDraft.address, address: ' ' },
      enviroments: completeDraft.enviroments.map((entry) => ({ ...entry, quantity: 0 })),
    };
    expect(publishProblems(draft).map((problem) => problem.message)).toEqual([
      PUBLISH_MESSAGES.propertyType,
      PUBLISH_MESSAGES.price,
      PUBLISH_MESSAGES.enviroments,
      PUBLISH_MESSAGES.address,
      PUBLISH_MESSAGES.thumbnail,
    ]);
  });

  it('posts are checked only when they exist: complete posts pass', () => {
    expect(publishProblems({ ...completeDraft, instagramPost: instagram, facebookPost: facebook })).toEqual([]);
  });

  it('an Instagram post needs an image and a caption', () => {
    const draft = { ...completeDraft, instagramPost: { ...instagram, imagesUrls: [], caption: ' ' } };
    expect(publishProblems(draft)).toEqual([
      { message: 'Debes cargar al menos una imagen para Instagram', param: 'instagram' },
      { message: 'Debes ingresar un texto para la publicación de Instagram', param: 'instagram' },
    ]);
  });

  it('a Facebook post needs an image, a caption and a page', () => {
    const draft = { ...completeDraft, facebookPost: { ...facebook, imagesUrls: [], caption: '', pagesIds: [] } };
    expect(publishProblems(draft)).toEqual([
      { message: PUBLISH_MESSAGES.facebookImages, param: 'facebook' },
      { message: 'Debes ingresar un texto para la publicación de Facebook', param: 'facebook' },
      { message: 'Debes seleccionar al menos una página de Facebook', param: 'facebook' },
    ]);
  });
});

describe('channelProblems (issue 20): a post only to a connected network, to pages it still manages', () => {
  const post = { id: 'p', imagesUrls: ['i'], caption: 'c', hashTags: null, status: 1, location: null } as const;
  const posts = { instagramPost: post, facebookPost: { ...post, pagesIds: ['page-1', 'page-2'] } };

  it('nothing to say when both are connected and every page is managed, or without posts', () => {
    expect(channelProblems(posts, { instagram: true, facebookPageIds: ['page-2', 'page-1', 'page-3'] })).toEqual([]);
    expect(channelProblems({ instagramPost: null, facebookPost: null }, { instagram: false, facebookPageIds: null })).toEqual([]);
  });

  it('names each lost channel with its fix', () => {
    expect(channelProblems(posts, { instagram: false, facebookPageIds: null })).toEqual([
      { message: CHANNEL_MESSAGES.instagramNotConnected, param: 'instagram', fix: 'connect-instagram' },
      { message: CHANNEL_MESSAGES.facebookNotConnected, param: 'facebook', fix: 'connect-facebook' },
    ]);
    expect(channelProblems(posts, { instagram: true, facebookPageIds: ['page-1'] })).toEqual([
      { message: CHANNEL_MESSAGES.facebookPagesNotManaged, param: 'facebook', fix: 'choose-pages' },
    ]);
  });

  it('a Facebook post without pages is the spec’s problem, not a channel one', () => {
    expect(channelProblems({ instagramPost: null, facebookPost: { ...post, pagesIds: [] } }, { instagram: false, facebookPageIds: null })).toEqual([]);
  });

  it('the refusal’s message carries every problem, and the publishing page reads them back', () => {
    const problems = channelProblems(posts, { instagram: false, facebookPageIds: ['page-1'] });
    const message = publishProblemsMessage(problems);
    expect(message).toBe(`Invalid draft: instagram: ${CHANNEL_MESSAGES.instagramNotConnected}; facebook: ${CHANNEL_MESSAGES.facebookPagesNotManaged}`);
    expect(refusedProblems(message)).toEqual([CHANNEL_MESSAGES.instagramNotConnected, CHANNEL_MESSAGES.facebookPagesNotManaged]);
    expect(refusedProblems('Server error')).toEqual([]);
  });
});
