/**
 * The dashboard's 'Continúa publicando' card and the shell's two floating widgets (issue 9). The
 * spec words the block's title, link and empty text (in es.ts → dashboard); where it is silent
 * (the checklist's item wording, the widgets' buttons) the texts are plain Spanish an agent reads
 * at a glance.
 */

export const draftCardTexts = {
  untitled: 'Borrador sin título',
  noAddress: 'Sin dirección',
  operation: { 1: 'Alquiler', 2: 'Venta' } as Record<number, string>,
  price: (value: number) => `${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value)}`,
  updated: 'Última edición',
} as const;

export const firstStepsTexts = {
  title: 'Primeros pasos',
  /** Under the title: how far along the agent is. */
  progress: (done: number, total: number) => `${done} de ${total} completados`,
  /** Spec 01 §4: the profile item needs types 1, 2 and 3; property 4; customer 5. */
  profile: 'Completa tu perfil',
  steps: {
    1: 'Agrega tus datos de contacto',
    2: 'Sube tu foto de perfil',
    3: 'Conecta tus redes sociales',
    4: 'Crea tu primera propiedad',
    5: 'Agrega tu primer cliente',
  } as Record<1 | 2 | 3 | 4 | 5, string>,
  stepDone: 'Completado',
  stepPending: 'Pendiente',
  minimise: 'Minimizar primeros pasos',
  dismiss: 'Cerrar primeros pasos',
  /** The round button: its name says what opens and how much is left. */
  open: (left: number) => `Abrir primeros pasos: ${left === 1 ? 'queda 1 paso' : `quedan ${left} pasos`}`,
} as const;

export const publishingPanelTexts = {
  title: 'Publicando propiedades',
  minimise: 'Minimizar publicaciones en curso',
  dismiss: 'Cerrar publicaciones en curso',
  open: (count: number) => `Abrir publicaciones en curso: ${count === 1 ? '1 propiedad' : `${count} propiedades`}`,
  viewProgress: 'Ver progreso',
  publishing: 'Publicando…',
} as const;

/** The two widgets together, for screen readers. */
export const widgetsTexts = {
  region: 'Ayudas flotantes',
} as const;
