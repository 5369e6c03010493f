/**
 * The demo agent's listings: seven drafts, from one left empty to three published with their
 * Instagram and Facebook posts, so every stage of the editor and of the lists has something to
 * show; the one touched last (the dashboard's 'Continúa publicando') is the one with photos. Codes
 * identify them between runs (the empty draft is the agent's one draft without a code).
 */
import { OPERATION_TYPE, type OperationType } from '../../src/schema/property-draft.ts';
import type { PhotoKind } from './listing-photos.ts';

export type DraftStage = 'created' | 'basic' | 'rooms' | 'photos' | 'published';

export interface DraftPlan {
  readonly code: string | null;
  readonly stage: DraftStage;
  /** Days before the run the agent started it, and (published) published it. */
  readonly startedDaysAgo: number;
  readonly publishedDaysAgo: number | null;
  readonly basic: { readonly propertyType: string; readonly operationType: OperationType; readonly price: number; readonly description: string } | null;
  readonly enviroments: readonly (readonly [id: string, quantity: number])[];
  readonly details: readonly (readonly [typeId: string, value: string])[];
  readonly location: { readonly stateId: string; readonly locationId: string; readonly address: string; readonly north: number; readonly east: number } | null;
  readonly photos: readonly PhotoKind[];
  readonly nearby: readonly { readonly typeId: string; readonly name: string; readonly north: number; readonly east: number }[];
  readonly instagram: { readonly caption: string; readonly hashtags: readonly string[] } | null;
  readonly facebook: { readonly caption: string; readonly hashtags: readonly string[] } | null;
}

const empty = { enviroments: [], details: [], location: null, photos: [], nearby: [], instagram: null, facebook: null, publishedDaysAgo: null } as const;

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');

// No empty draft (issue 21): one that nobody typed in is not listed and is swept after a day.
export const DRAFT_PLANS: readonly DraftPlan[] = [
  {
    ...empty,
    code: 'CCS-2041',
    stage: 'basic',
    startedDaysAgo: 3,
    basic: {
      propertyType: 'pt-apartamento',
      operationType: OPERATION_TYPE.Rent,
      price: 650,
      description: p('Apartamento amoblado de 2 habitaciones en Chacao, a pocos pasos del metro.', 'Ideal para profesionales; incluye un puesto de estacionamiento.'),
    },
  },
  {
    ...empty,
    code: 'VAL-1187',
    stage: 'rooms',
    startedDaysAgo: 6,
    basic: {
      propertyType: 'pt-casa',
      operationType: OPERATION_TYPE.Sale,
      price: 85_000,
      description: p('Casa de una planta en urbanización cerrada de Naguanagua, con jardín y vigilancia privada.', 'Tres habitaciones, dos baños y cocina empotrada.'),
    },
    enviroments: [['pe-habitacion', 2], ['pe-habitacion-principal', 1], ['pe-bano', 2], ['pe-sala', 1], ['pe-cocina', 1], ['pe-jardin', 1]],
    details: [['pdt-size', '180'], ['pdt-land-size', '300'], ['pdt-parking', '2'], ['pdt-condition', 'Buen estado']],
    location: { stateId: 've-carabobo', locationId: 've-carabobo-naguanagua', address: 'Urb. Los Guayabitos, calle 3, casa 14', north: 0.004, east: -0.006 },
  },
  {
    ...empty,
    code: 'MCB-0932',
    stage: 'photos',
    startedDaysAgo: 1,
    basic: {
      propertyType: 'pt-townhouse',
      operationType: OPERATION_TYPE.Sale,
      price: 62_000,
      description: p('Townhouse de dos niveles en el norte de Maracaibo, cerca de la avenida El Milagro.', 'Planta eléctrica del conjunto y tanque de agua propio.'),
    },
    enviroments: [['pe-habitacion', 2], ['pe-habitacion-principal', 1], ['pe-bano', 2], ['pe-medio-bano', 1], ['pe-sala', 1], ['pe-cocina', 1]],
    details: [['pdt-size', '140'], ['pdt-parking', '1'], ['pdt-build-year', '2008']],
    location: { stateId: 've-zulia', locationId: 've-zulia-maracaibo', address: 'Av. 2 El Milagro, conjunto Lago Mar, townhouse 7', north: 0.03, east: 0.01 },
    photos: ['fachada', 'sala', 'cocina'],
  },
  {
    code: 'CCS-1520',
    stage: 'published',
    startedDaysAgo: 24,
    publishedDaysAgo: 18,
    basic: {
      propertyType: 'pt-apartamento',
      operationType: OPERATION_TYPE.Sale,
      price: 145_000,
      description: p('Amplio apartamento en Las Mercedes con vista al Ávila, en edificio con ascensor y vigilancia.', 'Tres habitaciones con closets, dos baños, cocina equipada y balcón.'),
    },
    enviroments: [['pe-habitacion', 2], ['pe-habitacion-principal', 1], ['pe-bano', 2], ['pe-sala', 1], ['pe-comedor', 1], ['pe-cocina', 1], ['pe-balcon', 1]],
    details: [['pdt-size', '120'], ['pdt-parking', '2'], ['pdt-floor', '8'], ['pdt-furnished', 'No'], ['pdt-maintenance-fee', '85']],
    location: { stateId: 've-miranda', locationId: 've-miranda-baruta', address: 'Calle París, Edif. Torre Mercedes, piso 8, Las Mercedes', north: 0.01, east: 0.012 },
    photos: ['fachada', 'sala', 'cocina', 'habitacion', 'bano'],
    nearby: [
      { typeId: 'npt-centro-comercial', name: 'Centro comercial del Paseo', north: 0.003, east: 0.002 },
      { typeId: 'npt-farmacia', name: 'Farmacia Las Mercedes', north: -0.002, east: 0.001 },
    ],
    instagram: { caption: 'Apartamento en venta en Las Mercedes: 3 habitaciones, 2 baños y vista al Ávila. ¡Escríbenos para visitarlo!', hashtags: ['inmuebles', 'caracas', 'apartamentoenventa'] },
    facebook: { caption: 'Nuevo en venta: apartamento de 120 m² en Las Mercedes, con dos puestos de estacionamiento. Pide más información por mensaje.', hashtags: ['inmuebles', 'caracas'] },
  },
  {
    code: 'LEC-0877',
    stage: 'published',
    startedDaysAgo: 15,
    publishedDaysAgo: 11,
    basic: {
      propertyType: 'pt-penthouse',
      operationType: OPERATION_TYPE.Rent,
      price: 1_400,
      description: p('Penthouse frente al mar en Lechería, con terraza, jacuzzi y acceso directo a la playa.', 'Se alquila amoblado, por un año renovable.'),
    },
    enviroments: [['pe-habitacion', 2], ['pe-habitacion-principal', 1], ['pe-bano', 3], ['pe-sala', 1], ['pe-cocina', 1], ['pe-terraza', 1]],
    details: [['pdt-size', '210'], ['pdt-parking', '2'], ['pdt-furnished', 'Sí'], ['pdt-floor', '12']],
    location: { stateId: 've-anzoategui', locationId: 've-anzoategui-diego-bautista-urbaneja', address: 'Av. Principal de Lechería, Residencias Mar Azul, PH-B', north: -0.004, east: 0.006 },
    photos: ['fachada', 'sala', 'habitacion', 'bano'],
    nearby: [{ typeId: 'npt-restaurante', name: 'Restaurantes de la avenida Principal', north: 0.002, east: -0.001 }],
    instagram: { caption: 'Penthouse frente al mar en Lechería, amoblado y con terraza. Disponible para alquiler.', hashtags: ['lecheria', 'alquiler', 'frentealmar'] },
    facebook: null,
  },
  {
    code: 'CCS-3310',
    stage: 'published',
    startedDaysAgo: 40,
    publishedDaysAgo: 33,
    basic: {
      propertyType: 'pt-local-comercial',
      operationType: OPERATION_TYPE.Rent,
      price: 900,
      description: p('Local comercial a pie de calle en el centro de Caracas, con vitrina amplia y depósito.', 'Alto tránsito peatonal; apto para comercio o consultorio.'),
    },
    enviroments: [['pe-bano', 1], ['pe-deposito', 1]],
    details: [['pdt-size', '75'], ['pdt-condition', 'Remodelado']],
    location: { stateId: 've-distrito-capital', locationId: 've-distrito-capital-libertador', address: 'Av. Urdaneta, esquina de Ibarras, local 3', north: 0.002, east: 0.004 },
    photos: ['fachada', 'sala'],
    nearby: [{ typeId: 'npt-transporte', name: 'Metro La Hoyada', north: -0.003, east: 0.002 }],
    instagram: null,
    facebook: { caption: 'Local comercial en alquiler en la avenida Urdaneta, con vitrina y depósito. ¡Ideal para tu negocio!', hashtags: ['localcomercial', 'caracas'] },
  },
];

/** The stages in the editor's order: a draft at a stage has every part of the stages before it. */
export const STAGES: readonly DraftStage[] = ['created', 'basic', 'rooms', 'photos', 'published'];
export const reaches = (plan: DraftPlan, stage: DraftStage): boolean => STAGES.indexOf(plan.stage) >= STAGES.indexOf(stage);
