/**
 * Spanish texts of the property editor's Instagram and Facebook post tools (spec 03 §2 'Post
 * tool', §5 'Post form', §8), exactly as the spec writes them; where it is silent, what an agent
 * in Venezuela would expect to read. The save and delete toasts are in editor-toasts.ts. This
 * module imports nothing.
 */

export type PostNetworkName = 'Instagram' | 'Facebook';

export const postToolTexts = {
  heading: (network: PostNetworkName) => `Publicación en ${network}`,
  intro: (network: PostNetworkName) =>
    `Prepara la publicación que Agentes hará en ${network} cuando publiques esta propiedad.`,
  /** Spec 03 §2: the draft has no images yet. */
  noImages: 'Debes subir una imagen',
  uploadImage: 'Subir imagen',
  noImagesDetail: 'La publicación usa las imágenes de la propiedad.',
} as const;

/** The connect prompt (spec 03 §2: no provider configured, or the agent is not connected). */
export const postConnectTexts = {
  heading: (network: PostNetworkName) => `Conecta tu cuenta de ${network}`,
  message: (network: PostNetworkName) =>
    `Para preparar la publicación en ${network}, primero conecta tu cuenta. Al terminar volverás aquí.`,
  connect: (network: PostNetworkName) => `Conectar ${network}`,
  /** The server offers no such provider (spec 03 §4 'Media providers load': none configured). */
  unavailable: (network: PostNetworkName) => `La conexión con ${network} no está disponible en este momento.`,
  loading: 'Cargando tus redes sociales…',
  /** Spec 03 §8: any load failure. */
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
} as const;

export const postFormTexts = {
  imagesLegend: 'Imágenes de la publicación',
  imagesHint: 'Elige las imágenes en el orden en que quieres mostrarlas.',
  /** Spec 03 §2: 'n / 20'. */
  imagesCounter: (count: number, max: number) => `${count} / ${max}`,
  imagesCounterLabel: (count: number, max: number) => `${count} de ${max} imágenes seleccionadas`,
  imageLabel: (position: number) => `Imagen ${position}`,
  imageSelectedLabel: (position: number, order: number) => `Imagen ${position}, seleccionada en el puesto ${order}`,
  caption: 'Descripción',
  /** Spec 03 §2: 'n/2200'. */
  captionCounter: (count: number, max: number) => `${count}/${max}`,
  captionCounterLabel: (count: number, max: number) => `${count} de ${max} caracteres`,
  emojiOpen: 'Insertar emoji',
  emojiClose: 'Cerrar emojis',
  emojiDialog: 'Emojis',
  emojiLoading: 'Cargando emojis…',
  hashtags: 'Hashtags',
  hashtagsHint: 'Escribe una palabra sin espacios y pulsa Enter o Agregar.',
  hashtagAdd: 'Agregar',
  hashtagRemove: (tag: string) => `Quitar #${tag}`,
  hashtagLink: (tag: string, network: PostNetworkName) => `#${tag} (abre ${network} en otra pestaña)`,
  hashtagsFull: (max: number) => `Puedes agregar hasta ${max} hashtags.`,
  pagesLegend: 'Páginas de Facebook',
  pagesHint: 'Elige en qué páginas se publicará.',
  pagesLoading: 'Cargando tus páginas…',
  pagesEmpty: 'Tu cuenta de Facebook no administra ninguna página.',
  pagesFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  pagesRetry: 'Reintentar',
  save: 'Guardar publicación',
  /** Spec 03 §5. */
  imagesRequired: 'Debes seleccionar al menos una imagen.',
  captionRequired: 'Debes escribir una descripción.',
  pagesRequired: 'Debes seleccionar al menos una página.',
} as const;

/** 'No quiero publicar en …' and its confirmation (spec 03 §2). */
export const postDeleteTexts = {
  button: (network: PostNetworkName) => `No quiero publicar en ${network}`,
  title: (network: PostNetworkName) => `No publicar en ${network}`,
  message: (network: PostNetworkName) =>
    `Se eliminará la publicación preparada para ${network}: sus imágenes elegidas, su descripción y sus hashtags. La propiedad se publicará sin ella.`,
  confirm: 'Eliminar publicación',
  cancel: 'Cancelar',
} as const;

/** The emoji picker's own controls and announcements (its categories come from the Spanish dataset). */
export const emojiPickerLabels = {
  searchPlaceholder: 'Buscar',
  searchLabel: 'Buscar un emoji',
  searchClear: 'Borrar búsqueda',
  searchResultsNone: 'Sin resultados',
  searchResultsOne: '1 resultado.',
  searchResultsMany: '%n resultados.',
  categoryNavigation: 'Categorías',
  loading: 'Cargando emojis…',
  loadingError: 'No se pudieron cargar los emojis.',
  retryLoading: 'Reintentar',
  skinToneNeutral: 'Tono neutro',
  skinToneLight: 'Tono claro',
  skinToneMediumLight: 'Tono medio claro',
  skinToneMedium: 'Tono medio',
  skinToneMediumDark: 'Tono medio oscuro',
  skinToneDark: 'Tono oscuro',
} as const;
