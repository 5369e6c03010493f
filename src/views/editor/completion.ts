import type { EditorSection } from '../../schema/editor-sections.ts';
import type { DraftDetail, PropertyDraft } from '../../schema/property-draft.ts';

/**
 * The side menu's tiles (spec 03 §2 'Property editor'), in their groups and order, each with the
 * section it opens; and when a tile counts as completed (spec 03 §4 'Completion checks for tiles';
 * the spec gives none for Imagenes, Video, Instagram and Facebook: ours are below).
 */

export type EditorTile = 'property' | 'enviroments' | 'details' | 'services' | 'location' | 'rules' | 'images' | 'video' | 'instagram' | 'facebook';

export type EditorTileGroup = 'property' | 'zone' | 'media' | 'social';

export const EDITOR_MENU: readonly { readonly group: EditorTileGroup; readonly tiles: readonly EditorTile[] }[] = [
  { group: 'property', tiles: ['property', 'enviroments', 'details', 'services'] },
  { group: 'zone', tiles: ['location', 'rules'] },
  { group: 'media', tiles: ['images', 'video'] },
  { group: 'social', tiles: ['instagram', 'facebook'] },
];

/** The section each tile opens. */
export const TILE_SECTION: Readonly<Record<EditorTile, EditorSection>> = {
  property: 'basic_details',
  enviroments: 'enviroments',
  details: 'details',
  services: 'services',
  location: 'location',
  rules: 'rules',
  images: 'images',
  video: 'video',
  instagram: 'instagram',
  facebook: 'facebook',
};

/** The tile that shows a section as active ('thumbnail' is part of Imagenes). */
export const tileOfSection = (section: EditorSection): EditorTile =>
  section === 'thumbnail' ? 'images' : ((Object.keys(TILE_SECTION) as EditorTile[]).find((tile) => TILE_SECTION[tile] === section) ?? 'property');

/** The special categories (spec 03 §3), compared without case, accents or surrounding spaces. */
const normalised = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
export const SERVICES_CATEGORY = 'Servicios';
export const RULES_CATEGORY = 'Limitaciones';

const categoryOf = (detail: DraftDetail): string => normalised(detail.propertyDetailType.propertyDetailCategory.name);
const isService = (detail: DraftDetail) => categoryOf(detail) === normalised(SERVICES_CATEGORY);
const isRule = (detail: DraftDetail) => categoryOf(detail) === normalised(RULES_CATEGORY);

const filled = (value: string | null | undefined): boolean => value != null && value.trim() !== '';

type CheckedDraft = Pick<
  PropertyDraft,
  'propertyType' | 'price' | 'enviroments' | 'details' | 'address' | 'media' | 'video' | 'instagramPost' | 'facebookPost'
>;

/** Which tiles are completed. */
export function completedTiles(draft: CheckedDraft): Readonly<Record<EditorTile, boolean>> {
  return {
    property: filled(draft.propertyType) && draft.price != null && draft.price > 0,
    enviroments: draft.enviroments.some((entry) => entry.quantity > 0),
    details: draft.details.some((detail) => !isService(detail) && !isRule(detail)),
    services: draft.details.some(isService),
    location: filled(draft.address?.address),
    rules: draft.details.some(isRule),
    // Ours: at least one photo; a video; a prepared post (a saved post always has images and a caption).
    images: draft.media.length > 0,
    video: draft.video !== null,
    instagram: draft.instagramPost !== null,
    facebook: draft.facebookPost !== null,
  };
}
