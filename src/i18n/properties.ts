/**
 * Spanish texts of the properties area (spec 03 §2 'Drafts list', 'Create draft page', §8), exactly
 * as the spec writes them; the rest (labels the spec does not show) in the same voice. This module
 * imports nothing.
 */

/** 'Mi lista de borradores' (spec 03 §2). */
export const draftsListTexts = {
  pageTitle: 'Mi lista de borradores',
  newProperty: 'Nueva propiedad',
  filters: 'Filtros',
  results: 'Borradores',
  resultsCount: (total: number) => (total === 1 ? '1 borrador' : `${total} borradores`),
  empty: 'No se han encontrado borradores en este momento',
  retry: 'Reintentar',
} as const;

/** The filter panel shared by the drafts list and, later, the published list (spec 03 §2). */
export const propertyFilterTexts = {
  label: 'Filtrar propiedades',
  search: 'Buscar',
  searchPlaceholder: 'Buscar por dirección o código inmobiliario',
  propertyType: 'Tipo de propiedad',
  allTypes: 'Todos los tipos',
  typesLoading: 'Cargando tipos de propiedad…',
  typesFailed: 'No se pudieron cargar los tipos de propiedad.',
  typesRetry: 'Reintentar',
  minPrice: 'Precio mínimo',
  maxPrice: 'Precio máximo',
  /** The unit, where the dollars are typed. */
  pricePlaceholder: 'USD',
  priceInvalid: 'Escribe el precio en dólares, sin decimales',
  priceRange: 'El precio mínimo es mayor que el máximo: el rango de precios no se aplica.',
  reset: 'Restablecer filtros',
  close: 'Cerrar filtros',
} as const;

/** A property card (spec 03 §2): the draft list's now, the published list's later. */
export const propertyCardTexts = {
  untitled: 'Borrador sin título',
  noType: 'Tipo sin definir',
  noAddress: 'Sin dirección',
  noPrice: 'Precio sin definir',
  noOperation: 'Sin operación',
  operation: { 1: 'Alquiler', 2: 'Venta' },
  bedrooms: (count: number) => (count === 1 ? 'Cuarto' : 'Cuartos'),
  bathrooms: (count: number) => (count === 1 ? 'Baño' : 'Baños'),
  sizeUnit: 'mt2',
  noSize: 'Sin medidas',
  /** The card's thumbnail is decorative: the title names the card. */
  noThumbnail: 'Sin foto',
  badge: { pending: 'Editar borrador', publishing: 'Publicando', published: 'Publicado' },
} as const;

/** /properties/drafts/create (spec 03 §2, §8). */
export const createDraftTexts = {
  pageTitle: 'Nueva propiedad',
  creating: 'Creando borrador de propiedad',
  failed: 'No se ha podido crear el borrador de la propiedad',
  tooMany: 'Has creado muchos borradores en poco tiempo. Espera un minuto y vuelve a intentarlo.',
  retry: 'Reintentar',
  exitEditor: 'Salir del editor',
} as const;

/** Issue 21: 'Eliminar borrador' on a draft's card, its confirmation and its toasts. */
export const draftDeleteTexts = {
  action: 'Eliminar borrador',
  /** The card's button, named with the draft it deletes. */
  actionFor: (title: string) => `Eliminar borrador: ${title}`,
  title: 'Eliminar borrador',
  confirmation: '¿Seguro que quieres eliminar este borrador? Se borrarán sus datos, fotos y video, y no podrás recuperarlo.',
  confirm: 'Eliminar',
  cancel: 'Cancelar',
  deleted: 'Borrador eliminado exitosamente.',
  notEditable: 'Este borrador se está publicando o ya está publicado: ya no se puede eliminar.',
  failed: 'Algo ha salido mal. Vuelve a intentarlo.',
} as const;
