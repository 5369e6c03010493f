import type { EditorSection } from './editor-sections.ts';
import type { PropertyDraft } from './property-draft.ts';

/**
 * The pre-publish validation (spec 03 §5), one pure function: the publish modal lists its result
 * and the server refuses `PUT /property-drafts/{id}/publish` with the same list. Each failure
 * names the editor section that fixes it ('Corregir dato' goes there).
 */
export interface PublishProblem {
  readonly message: string;
  readonly param: EditorSection;
}

export const PUBLISH_MESSAGES = {
  propertyType: 'El tipo de propiedad es requerido',
  price: 'El precio es requerido',
  enviroments: 'Debe seleccionar al menos un ambiente',
  details: 'Debe seleccionar al menos un detalle',
  address: 'La ubicación es requerida',
  thumbnail: 'La imagen principal es requerida',
  media: 'Debe cargar al menos una imagen',
  instagramImages: 'Debe cargar al menos una imagen para Instagram',
  instagramCaption: 'Debe ingresar un texto para la publicación de Instagram',
  facebookImages: 'Debe cargar al menos una imagen para Facebook',
  facebookCaption: 'Debe ingresar un texto para la publicación de Facebook',
  facebookPages: 'Debe seleccionar al menos una página de Facebook',
} as const;

type ValidatedDraft = Pick<
  PropertyDraft,
  'propertyType' | 'price' | 'enviroments' | 'details' | 'address' | 'thumbnail' | 'media' | 'instagramPost' | 'facebookPost'
>;

const blank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

export function publishProblems(draft: ValidatedDraft): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const check = (failed: boolean, message: string, param: EditorSection) => {
    if (failed) problems.push({ message, param });
  };
  check(blank(draft.propertyType), PUBLISH_MESSAGES.propertyType, 'basic_details');
  check(draft.price == null || draft.price <= 0, PUBLISH_MESSAGES.price, 'basic_details');
  check(!draft.enviroments.some((entry) => entry.quantity > 0), PUBLISH_MESSAGES.enviroments, 'enviroments');
  check(draft.details.length === 0, PUBLISH_MESSAGES.details, 'details');
  check(blank(draft.address?.address), PUBLISH_MESSAGES.address, 'location');
  check(blank(draft.thumbnail), PUBLISH_MESSAGES.thumbnail, 'thumbnail');
  check(draft.media.length === 0, PUBLISH_MESSAGES.media, 'images');
  const instagram = draft.instagramPost;
  if (instagram) {
    check(instagram.imagesUrls.length === 0, PUBLISH_MESSAGES.instagramImages, 'instagram');
    check(blank(instagram.caption), PUBLISH_MESSAGES.instagramCaption, 'instagram');
  }
  const facebook = draft.facebookPost;
  if (facebook) {
    // The spec words no message for Facebook's images; it mirrors Instagram's.
    check(facebook.imagesUrls.length === 0, PUBLISH_MESSAGES.facebookImages, 'facebook');
    check(blank(facebook.caption), PUBLISH_MESSAGES.facebookCaption, 'facebook');
    check(facebook.pagesIds.length === 0, PUBLISH_MESSAGES.facebookPages, 'facebook');
  }
  return problems;
}
