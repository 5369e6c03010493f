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
  /**
   * How the modal fixes it when 'Corregir dato' (open `param`) is not enough: start the network's
   * connection, or open the Facebook tool where pages are chosen. Absent for the spec's problems.
   */
  readonly fix?: PublishFix;
}

export type PublishFix = 'connect-instagram' | 'connect-facebook' | 'choose-pages';

export const PUBLISH_MESSAGES = {
  propertyType: 'El tipo de propiedad es requerido',
  price: 'El precio es requerido',
  enviroments: 'Debes seleccionar al menos un ambiente',
  details: 'Debes seleccionar al menos un detalle',
  address: 'La ubicación es requerida',
  thumbnail: 'La imagen principal es requerida',
  media: 'Debes cargar al menos una imagen',
  instagramImages: 'Debes cargar al menos una imagen para Instagram',
  instagramCaption: 'Debes ingresar un texto para la publicación de Instagram',
  facebookImages: 'Debes cargar al menos una imagen para Facebook',
  facebookCaption: 'Debes ingresar un texto para la publicación de Facebook',
  facebookPages: 'Debes seleccionar al menos una página de Facebook',
} as const;

/** Ours (issue 20): a post goes only to a network the agent has connected, to pages it still manages. */
export const CHANNEL_MESSAGES = {
  instagramNotConnected: 'Tu cuenta de Instagram no está conectada: conéctala para publicar el post de Instagram',
  facebookNotConnected: 'Tu cuenta de Facebook no está conectada: conéctala para publicar en tus páginas',
  facebookPagesNotManaged: 'Tu cuenta de Facebook ya no gestiona alguna de las páginas elegidas: vuelve a elegirlas',
} as const;

/**
 * The agent's channels as publishing needs them: whether Instagram is connected, and the pages the
 * current Facebook connection manages (null: no Facebook connection, or one whose token no longer
 * works, which is the same thing to publishing).
 */
export interface PublishChannels {
  readonly instagram: boolean;
  readonly facebookPageIds: readonly string[] | null;
}

type ChannelDraft = Pick<PropertyDraft, 'instagramPost' | 'facebookPost'>;

/**
 * The channel problems of a draft (DECISIONS.md, turn-3 review): the server refuses to publish with
 * them and the publish modal lists them beside `publishProblems`. A Facebook post without pages is
 * `publishProblems`' own problem, not a channel one.
 */
export function channelProblems(draft: ChannelDraft, channels: PublishChannels): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (draft.instagramPost && !channels.instagram) {
    problems.push({ message: CHANNEL_MESSAGES.instagramNotConnected, param: 'instagram', fix: 'connect-instagram' });
  }
  const pages = draft.facebookPost?.pagesIds ?? [];
  if (draft.facebookPost && pages.length > 0) {
    const managed = channels.facebookPageIds;
    if (managed === null) problems.push({ message: CHANNEL_MESSAGES.facebookNotConnected, param: 'facebook', fix: 'connect-facebook' });
    else if (pages.some((page) => !managed.includes(page))) {
      problems.push({ message: CHANNEL_MESSAGES.facebookPagesNotManaged, param: 'facebook', fix: 'choose-pages' });
    }
  }
  return problems;
}

/** Which networks a draft's channel check needs to read (the server skips a provider call it does not need). */
export const channelsNeeded = (draft: ChannelDraft): { readonly instagram: boolean; readonly facebook: boolean } => ({
  instagram: draft.instagramPost !== null,
  facebook: (draft.facebookPost?.pagesIds.length ?? 0) > 0,
});

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

/**
 * The refusal's message (`PUT …/publish` answers 400 with it): `ApiError` has only type and message,
 * so every problem travels in it as 'section: message'. The server writes it, the publishing page
 * reads the problems back (`refusedProblems`) when a publish it started is refused.
 */
const REFUSAL_PREFIX = 'Invalid draft: ';

export const publishProblemsMessage = (problems: readonly PublishProblem[]): string =>
  `${REFUSAL_PREFIX}${problems.map((problem) => `${problem.param}: ${problem.message}`).join('; ')}`;

/** The problems' Spanish texts of a refusal's message; [] for any other message. */
export const refusedProblems = (message: string): string[] => {
  if (!message.startsWith(REFUSAL_PREFIX)) return [];
  return message
    .slice(REFUSAL_PREFIX.length)
    .split('; ')
    .map((item) => item.slice(item.indexOf(': ') + 2).trim())
    .filter((item) => item !== '');
};
