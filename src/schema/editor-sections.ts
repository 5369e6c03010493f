/**
 * The property editor's `section` query parameter (spec 03 §2 'Property editor'): each names a
 * view and a tool. The spec lists eight; 'services', 'rules' and 'video' (ours) make every tile of
 * the side menu addressable, so a reload lands on the tool that was open.
 */
export const EDITOR_SECTIONS = {
  basic_details: { view: 'principal', tool: 'property' },
  enviroments: { view: 'principal', tool: 'enviroments' },
  details: { view: 'principal', tool: 'details' },
  services: { view: 'principal', tool: 'services' },
  location: { view: 'location', tool: 'geolocation' },
  rules: { view: 'location', tool: 'rules' },
  thumbnail: { view: 'media', tool: 'thumbnail' },
  images: { view: 'media', tool: 'images' },
  video: { view: 'media', tool: 'video' },
  instagram: { view: 'post', tool: 'instagram' },
  facebook: { view: 'post', tool: 'facebook' },
} as const;

export type EditorSection = keyof typeof EDITOR_SECTIONS;
export const DEFAULT_EDITOR_SECTION: EditorSection = 'basic_details';

export const isEditorSection = (value: string | null | undefined): value is EditorSection =>
  value != null && Object.hasOwn(EDITOR_SECTIONS, value);
