/**
 * Spanish texts of the publishing page (spec 03 §2 'Publishing page', §4 'Publishing page steps',
 * §8 'Publishing'), exactly as the spec writes them ('Propiedad publicada exitosamente' with the
 * spec's accent); where it is silent, what an agent would expect to read. This module imports nothing.
 */

export type PublishingStepText = 'start' | 'property' | 'instagram' | 'facebook' | 'finish';
export type PublishingStepState = 'pending' | 'loading' | 'completed' | 'error';
export type PublishingPhaseText = 'pending' | 'starting' | 'publishing' | 'failed' | 'published';

export const publishingTexts = {
  pageTitle: 'Publicación de propiedad',
  heading: 'Publicación de propiedad',
  loading: 'Cargando la publicación',
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
  notFoundTitle: 'Borrador no encontrado',
  notFoundText: 'Este borrador no existe o no pertenece a tu cuenta.',
  backToDrafts: 'Ir a mis borradores',

  /** The summary card (spec 03 §2: thumbnail, price, address, location, bedrooms, bathrooms, size in m², description). */
  summaryTitle: 'Resumen de la propiedad',
  noPhoto: 'Sin foto',
  untitled: 'Borrador sin título',
  noPrice: 'Precio sin definir',
  noAddress: 'Sin dirección',
  price: 'Precio',
  address: 'Dirección',
  location: 'Ubicación',
  bedrooms: (count: number) => (count === 1 ? 'Cuarto' : 'Cuartos'),
  bathrooms: (count: number) => (count === 1 ? 'Baño' : 'Baños'),
  /** Spec 03 §9: m² in the summary. */
  size: (size: string) => `${size} m²`,
  noSize: 'Sin medidas',
  description: 'Descripción',

  /** The progress card (spec 03 §4). */
  progressTitle: 'Progreso de la publicación',
  steps: {
    start: 'Iniciando publicación',
    property: 'Publicando propiedad',
    instagram: 'Publicando en Instagram',
    facebook: 'Publicando en Facebook',
    finish: 'Finalizando publicación',
  } satisfies Record<PublishingStepText, string>,
  /** Read with each step by assistive technology (the icon shows it). */
  stepState: {
    pending: 'pendiente',
    loading: 'en curso',
    completed: 'completado',
    error: 'con error',
  } satisfies Record<PublishingStepState, string>,
  /** The card's status, from postStatus (spec 03 §4). */
  phase: {
    pending: 'Iniciando',
    starting: 'Iniciando',
    publishing: 'Publicando',
    failed: 'No se pudo publicar',
    published: 'Publicada',
  } satisfies Record<PublishingPhaseText, string>,
  publishedNote: 'Propiedad publicada exitosamente',
  /** Before the publish call: the page waits for the live connection, where the steps will arrive. */
  waitingForLive: 'Conectando para seguir la publicación en tiempo real…',
  propertyFailed: 'No se ha podido publicar la propiedad',
  instagramFailed: 'No se pudo publicar en Instagram; la propiedad se publica igualmente.',
  facebookFailed: 'No se pudo publicar en Facebook; la propiedad se publica igualmente.',
  /** Issue 20: why, when it was the channel (the step's reason). */
  failureReason: {
    instagram: {
      'not-connected': 'Tu cuenta de Instagram se desconectó durante la publicación: no se envió nada a Instagram.',
      'page-not-managed': 'Tu cuenta de Instagram ya no permite publicar: no se envió nada a Instagram.',
      rejected: 'Instagram rechazó la publicación.',
    },
    facebook: {
      'not-connected': 'Tu cuenta de Facebook se desconectó durante la publicación: no se envió nada a Facebook.',
      'page-not-managed': 'Tu cuenta de Facebook ya no gestiona alguna de las páginas elegidas: no se publicó en ellas.',
      rejected: 'Facebook rechazó la publicación.',
    },
  },
  startFailed: 'No se ha podido iniciar la publicación',
  /** Issue 20: the server refused to start; the problems follow, the editor's publish modal fixes them. */
  refused: 'No se ha podido iniciar la publicación. Corrige en el editor lo siguiente:',
  backToEditor: 'Volver al editor',

  success: '¡Tu propiedad ha sido publicada exitosamente!',
  goToListing: 'Ir a la publicación',
  createAnother: 'Crear otra propiedad',

  /** The exit (spec 03 §2: leaving does not cancel the publication; the agent is notified). */
  exit: 'Salir',
  exitTitle: 'Salir de la publicación',
  exitMessage:
    'Salir de esta página no cancela la publicación: seguirá en curso y te avisaremos cuando termine.',
  exitConfirm: 'Salir',
  exitCancel: 'Cancelar',
} as const;
