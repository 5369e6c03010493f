/**
 * Spanish texts of the property editor's first tools (issue 10): 'Propiedad', 'Ambientes',
 * 'Detalles', 'Servicios' and 'Normas' (spec 03 §2, §4, §5, §8), exactly as the spec writes them;
 * where it is silent (headings, empty lists, the editor's toolbar), what an agent in Venezuela
 * would expect to read (docs/decisions.md 'Issue 10 — tools Propiedad, Ambientes, Detalles').
 * The save toasts are in editor-toasts.ts. This module imports nothing.
 */

/** Spec 03 §8: the load failure of any editor list (retry hidden 10 s after a click). */
const listTexts = {
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
  loading: 'Cargando…',
} as const;

export const propertyToolTexts = {
  heading: 'Propiedad',
  intro: 'Cuéntanos qué tipo de inmueble es, si es para venta o alquiler, su precio y su descripción.',
  typeLegend: 'Tipo de propiedad',
  typesEmpty: 'No se han encontrado tipos de propiedad en este momento',
  operationLegend: 'Tipo de operación',
  /** Spec 03 §5: operationType choices. */
  operationSale: 'Venta',
  operationRent: 'Alquiler',
  priceLabel: 'Precio (USD)',
  pricePlaceholder: '0,00',
  codeLabel: 'Código inmobiliario (opcional)',
  codePlaceholder: 'Ej.: APT-0231',
  descriptionLabel: 'Descripción',
  descriptionHint: (length: number, max: number) => `${length}/${max} caracteres`,
  descriptionLoading: 'Cargando el editor…',
  descriptionLoadFailed: 'No se ha podido cargar el editor de texto.',
  save: 'Guardar',
  saving: 'Guardando…',
  /** After a save, before the move to Ambientes (spec 03 §4: 2 s). */
  movingOn: 'Continuando con Ambientes…',
  ...listTexts,
} as const;

/** Spec 03 §5 'Editor basic info'; the description bounds are DECISIONS.md's (15 to 6000). */
export const propertyValidation = {
  propertyTypeRequired: 'El tipo de propiedad es requerido',
  priceRequired: 'El precio es requerido',
  priceNotNumber: 'El precio debe ser un número',
  priceNotPositive: 'El precio debe ser mayor a 0',
  /** Ours: the server's bound (DRAFT_LIMITS.priceMax). */
  priceTooHigh: 'El precio debe ser menor o igual a 1.000.000.000',
  codeMin: 'El código debe tener al menos 3 caracteres',
  descriptionRequired: 'La descripción es requerida',
  descriptionMax: 'La descripción debe tener menos de 6000 caracteres',
} as const;

/** The description editor's toolbar (the formatting of src/schema/rich-text.ts). */
export const richTextTexts = {
  toolbar: 'Formato del texto',
  bold: 'Negrita',
  italic: 'Cursiva',
  underline: 'Subrayado',
  strike: 'Tachado',
  heading2: 'Título',
  heading3: 'Subtítulo',
  bulletList: 'Lista con viñetas',
  orderedList: 'Lista numerada',
  blockquote: 'Cita',
  undo: 'Deshacer',
  redo: 'Rehacer',
} as const;

export const enviromentsToolTexts = {
  heading: 'Ambientes',
  intro: 'Indica cuántos ambientes de cada tipo tiene la propiedad.',
  empty: 'No se han encontrado ambientes en este momento',
  increment: (name: string) => `Agregar ${name}`,
  decrement: (name: string) => `Quitar ${name}`,
  quantity: (name: string, quantity: number) => `${name}: ${quantity}`,
  ...listTexts,
} as const;

export type DetailsToolKind = 'details' | 'services' | 'rules';

export const detailsToolTexts = {
  headings: { details: 'Detalles', services: 'Servicios', rules: 'Normas' },
  intros: {
    details: 'Activa las características de la propiedad y completa su valor.',
    services: 'Activa los servicios con los que cuenta la propiedad.',
    rules: 'Activa las normas que deben respetar quienes vivan en la propiedad.',
  },
  empty: {
    details: 'No se han encontrado detalles en este momento',
    services: 'No se han encontrado servicios en este momento',
    rules: 'No se han encontrado normas en este momento',
  },
  /** Spec 03 §4: the category filter's first entry. */
  allCategories: 'Todos',
  categoryFilter: 'Filtrar por categoría',
  valueLabel: (name: string) => `Valor de ${name}`,
  numberPlaceholder: 'Ej.: 2',
  textPlaceholder: 'Ej.: Sí',
  /** Ours: what a text detail, service or rule holds when just switched on (docs/decisions.md). */
  defaultYes: 'Sí',
  ...listTexts,
} as const;
