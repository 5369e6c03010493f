/**
 * Spanish texts of the property editor's shell and publish modal (spec 03 §2 'Property editor',
 * 'Publish modal', §8), exactly as the spec writes them; where it is silent, what an agent in
 * Venezuela would expect to read. The tools' own texts are in their files; the save toasts in
 * editor-toasts.ts; the preview's (the listing layout, shared with the property view) in
 * listing.ts. This module imports nothing.
 */

export const editorTexts = {
  /** Spec 03 §1: the page title (product suffix added by product.title). */
  pageTitle: 'Editor de propiedades',
  loading: 'Cargando borrador de propiedad',
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
  notFoundTitle: 'Borrador no encontrado',
  notFoundText: 'Este borrador no existe o no pertenece a tu cuenta.',
  backToDrafts: 'Ir a mis borradores',
  /** A draft that is publishing or published: the server refuses edits (409 PROPERTY_DRAFT_NOT_EDITABLE). */
  publishingNotice: 'Este borrador se está publicando: ya no se puede editar.',
  publishedNotice: 'Este borrador ya fue publicado: ya no se puede editar.',
  toPublishing: 'Ver el progreso de la publicación',
  /** The tool's chunk did not arrive. */
  toolFailed: 'No se ha podido cargar esta herramienta.',
} as const;

export const editorTopBarTexts = {
  label: 'Barra del editor',
  preview: 'Previsualizar',
  exitEditor: 'Salir del editor',
  /** Small screens. */
  exit: 'Salir',
  /** The toggle: what a click switches to. */
  view: 'Visualizar',
  edit: 'Editar',
  modeLabel: 'Modo del editor',
  publish: 'Publicar',
  openMenu: 'Abrir el menú de herramientas',
  closeMenu: 'Cerrar el menú de herramientas',
  saving: 'Guardando cambios…',
  saved: 'Cambios guardados',
} as const;

export const exitDialogTexts = {
  title: 'Salir del editor',
  message: 'Antes de salir, asegúrate de guardar tus cambios: lo que no se haya guardado se perderá.',
  cancel: 'Cancelar',
  confirm: 'Salir',
} as const;

/** Spec 03 §2 'Property editor': the side menu's groups and tiles, in order. */
export const sideMenuTexts = {
  label: 'Herramientas del editor',
  completed: 'completado',
  groups: {
    property: 'Detalles de la Propiedad',
    zone: 'Detalles de la Zona',
    media: 'Multimedia',
    social: 'Redes Sociales',
  },
  tiles: {
    property: 'Propiedad',
    enviroments: 'Ambientes',
    details: 'Detalles',
    services: 'Servicios',
    location: 'Dirección',
    rules: 'Normas',
    images: 'Imágenes',
    video: 'Video',
    instagram: 'Instagram',
    facebook: 'Facebook',
  },
} as const;

export const publishModalTexts = {
  title: 'Publicar propiedad',
  invalidIntro: 'Antes de publicar, completa estos datos:',
  fix: 'Corregir dato',
  /** The spec writes '¿Estás seguro de que deseas publicar la propiedad?...': the rest is ours. */
  confirm:
    '¿Estás seguro de que deseas publicar la propiedad? Se publicará tu anuncio y, si las preparaste, las publicaciones de Instagram y Facebook.',
  cancel: 'Cancelar',
  publish: 'Publicar',
  waitForSave: 'Espera a que se guarden tus últimos cambios para publicar.',
  /** Issue 20: the buttons of the channel problems (their texts are CHANNEL_MESSAGES, shared with the server). */
  connectInstagram: 'Conectar Instagram',
  connectFacebook: 'Conectar Facebook',
  choosePages: 'Elegir páginas',
  checkingChannels: 'Comprobando tus conexiones con Instagram y Facebook…',
} as const;
