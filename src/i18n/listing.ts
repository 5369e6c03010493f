/**
 * Spanish texts of the listing (spec 03 §2 'Preview mode', 'Published properties list', §8): the
 * one preview layout the editor's 'Previsualizar' and the property view share, the published list
 * and the property view page. Exactly as the spec writes them; the rest in the same voice. This
 * module imports nothing.
 */

/** Spec 03 §2 'Preview mode'. */
export const previewTexts = {
  label: 'Vista previa del anuncio',
  /** The property view's name for the same layout. */
  published: 'Anuncio publicado',
  rent: 'En renta',
  sale: 'En venta',
  views: '0 de visualizaciones',
  bathrooms: 'Baños',
  bedrooms: 'Cuartos',
  size: 'Tamaño',
  squareMetres: (size: string) => `${size} m²`,
  propertyType: 'Tipo de propiedad',
  noType: 'Sin definir',
  code: 'Código inmobiliario',
  noCode: 'Sin código',
  noAddress: 'Sin dirección',
  noPrice: 'Precio por definir',
  noTitle: 'Propiedad sin título',
  description: 'Descripción',
  noDescription: 'Sin descripción.',
  location: 'Ubicación',
  map: 'Mapa de la ubicación',
  details: 'Detalles',
  nearby: 'Lugares cercanos',
  walking: (minutes: number) => `${minutes} min caminando`,
  vehicle: (minutes: number) => `${minutes} min en vehículo`,
  video: 'Video',
  videoLabel: 'Video de la propiedad',
  gallery: 'Galería de fotos',
  photo: (n: number) => `Foto ${n} de la propiedad`,
  noPhoto: 'Sin foto',
  agent: 'Agente Inmobiliario',
  agentCard: 'Agente',
} as const;

/** 'Mi lista de propiedades' (spec 03 §2): the published properties. */
export const propertiesListTexts = {
  pageTitle: 'Mi lista de propiedades',
  newProperty: 'Nueva propiedad',
  filters: 'Filtros',
  results: 'Propiedades',
  resultsCount: (total: number) => (total === 1 ? '1 propiedad' : `${total} propiedades`),
  empty: 'No se han encontrado propiedades en este momento',
  retry: 'Reintentar',
  untitled: 'Propiedad sin título',
} as const;

/** /properties/view/{slug}/{propertyId}: one published property, in the preview layout. */
export const propertyViewTexts = {
  heading: 'Propiedad',
  loading: 'Cargando propiedad',
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
  notFoundTitle: 'Propiedad no encontrada',
  notFoundText: 'Esta propiedad no existe o no pertenece a tu cuenta.',
  backToList: 'Ir a mis propiedades',
  /** The link above the listing. */
  back: 'Mis propiedades',
} as const;
