/**
 * What the demo agent's customer book holds, decided before anything is written: 60 people from
 * several states, their link's history (added, some archived, a few archived and activated
 * again) and their tasks in every status, all dated relative to `now` so the demo looks current
 * on whatever day it is seeded. Deterministic: the same `now` gives the same plan.
 */
import { startOfCaracasDay } from '../../src/schema/rules.ts';
import { TASK_STATUS, type TaskPriority, type TaskStatus } from '../../src/schema/task.ts';
import type { TenantType } from '../../src/schema/tenant.ts';
import { foldText } from '../../server/repositories/text.ts';
import { FIRST_NAMES, LAST_NAMES, between, cedulaFor, pick, seededRandom, sexOfFirstName, venezuelanMobile } from './people.ts';

export const CUSTOMER_COUNT = 60;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Where the demo's customers live: state id and the municipalities people there mostly look in. */
export const CUSTOMER_STATES: readonly { stateId: string; municipalities: readonly string[]; weight: number }[] = [
  { stateId: 've-miranda', municipalities: ['ve-miranda-chacao', 've-miranda-baruta', 've-miranda-sucre', 've-miranda-el-hatillo', 've-miranda-los-salias'], weight: 14 },
  { stateId: 've-distrito-capital', municipalities: ['ve-distrito-capital-libertador'], weight: 12 },
  { stateId: 've-carabobo', municipalities: ['ve-carabobo-valencia', 've-carabobo-naguanagua', 've-carabobo-san-diego'], weight: 8 },
  { stateId: 've-zulia', municipalities: ['ve-zulia-maracaibo', 've-zulia-san-francisco'], weight: 7 },
  { stateId: 've-lara', municipalities: ['ve-lara-iribarren'], weight: 5 },
  { stateId: 've-anzoategui', municipalities: ['ve-anzoategui-sotillo', 've-anzoategui-diego-bautista-urbaneja', 've-anzoategui-guanta'], weight: 5 },
  { stateId: 've-aragua', municipalities: ['ve-aragua-girardot'], weight: 4 },
  { stateId: 've-nueva-esparta', municipalities: ['ve-nueva-esparta-maneiro', 've-nueva-esparta-marino'], weight: 3 },
  { stateId: 've-merida', municipalities: ['ve-merida-libertador'], weight: 2 },
];

/** The municipalities the reference data holds, by state id (what GET /country-locations answers). */
export type LocationsByState = ReadonlyMap<string, readonly string[]>;

export type TaskBucket = 'overdue' | 'today' | 'upcoming' | 'completed' | 'cancelled';

export interface TaskPlan {
  readonly title: string;
  readonly description: string;
  /** The task type's `type` number (1 Llamada … 8 Otro); its id comes from the reference data. */
  readonly taskType: number;
  readonly priority: TaskPriority;
  readonly bucket: TaskBucket;
  readonly status: TaskStatus;
  readonly createdAt: Date;
  readonly dueAt: Date;
  /** When it was completed or cancelled. */
  readonly closedAt: Date | null;
  readonly attachment: { readonly name: string; readonly kind: 'pdf' | 'png' } | null;
}

export interface CustomerPlan {
  readonly firstName: string;
  readonly lastName: string;
  readonly tenantType: TenantType;
  /** As typed at home ('04141234567'); stored without the leading 0 under code 58. */
  readonly phone: string;
  readonly email: string | null;
  readonly documentNumber: string | null;
  readonly sex: 1 | 2;
  readonly birthDate: string | null;
  readonly stateId: string;
  readonly locationId: string | null;
  readonly addedAt: Date;
  /** Archived on this date (and activated again on `reactivatedAt`, if set). */
  readonly filedAt: Date | null;
  readonly reactivatedAt: Date | null;
  readonly tasks: readonly TaskPlan[];
}

/** Task templates per type: [title, description]. A customer never gets the same title twice. */
const TEMPLATES: Readonly<Record<number, readonly (readonly [string, string])[]>> = {
  1: [['Llamar para confirmar la visita', 'Confirmar día y hora de la visita y enviar la ubicación.'], ['Llamar para conocer su presupuesto', 'Preguntar presupuesto, zona preferida y forma de pago.']],
  2: [['Reunión en la oficina', 'Revisar opciones y requisitos con el cliente en la oficina.'], ['Reunión para revisar la oferta', 'Analizar la contraoferta del propietario y los próximos pasos.']],
  3: [['Visita al apartamento', 'Mostrar el apartamento y tomar nota de sus comentarios.'], ['Mostrar la casa', 'Visita con el cliente y su familia; llevar la ficha impresa.']],
  4: [['Enviar fichas de inmuebles', 'Enviar por correo tres opciones que se ajusten a lo que busca.'], ['Enviar borrador del contrato', 'Enviar el borrador para su revisión antes de la firma.']],
  5: [['Escribir por WhatsApp', 'Enviar fotos de las nuevas opciones disponibles en su zona.']],
  6: [['Seguimiento después de la visita', 'Preguntar qué le pareció el inmueble y si desea una segunda visita.'], ['Preguntar por su decisión', 'Confirmar si sigue interesado y si necesita más información.']],
  7: [['Firma del contrato de arrendamiento', 'Firma en la notaría; llevar copias de cédula y del documento.'], ['Firma de la opción de compra', 'Firma del documento de opción a compra con el propietario.']],
  8: [['Solicitar solvencia de condominio', 'Pedir al propietario la solvencia de condominio y de servicios.'], ['Revisar documentos del inmueble', 'Verificar documento de propiedad, ficha catastral y cédula catastral.']],
};

/** How many tasks of each kind the book holds (every status, and every due-date range, shows). */
const BUCKETS: readonly (readonly [TaskBucket, number])[] = [
  ['overdue', 7],
  ['today', 5],
  ['upcoming', 30],
  ['completed', 28],
  ['cancelled', 6],
];

const STATUS_OF: Record<TaskBucket, TaskStatus> = {
  overdue: TASK_STATUS.InProgress,
  today: TASK_STATUS.InProgress,
  upcoming: TASK_STATUS.InProgress,
  completed: TASK_STATUS.Completed,
  cancelled: TASK_STATUS.Cancelled,
};

const CARACAS_HOUR = (day: Date, hour: number) => new Date(day.getTime() + hour * HOUR);

function taskDates(rand: () => number, bucket: TaskBucket, now: Date, addedAt: Date): Pick<TaskPlan, 'createdAt' | 'dueAt' | 'closedAt'> {
  const today = startOfCaracasDay(now);
  const atHour = (days: number) => CARACAS_HOUR(new Date(today.getTime() + days * DAY), between(rand, 8, 17));
  const dueAt =
    bucket === 'overdue' ? atHour(-between(rand, 1, 9))
    : bucket === 'today' ? atHour(0)
    : bucket === 'upcoming' ? atHour(between(rand, 1, 28))
    : bucket === 'completed' ? atHour(-between(rand, 1, 40))
    : atHour(between(rand, -20, 10));
  // Created a few days before it was due, never before the customer was added, never in the future.
  const wanted = dueAt.getTime() - between(rand, 2, 14) * DAY;
  const createdAt = new Date(Math.min(now.getTime() - HOUR, Math.max(wanted, addedAt.getTime() + HOUR)));
  let closedAt: Date | null = null;
  if (bucket === 'completed') closedAt = new Date(Math.min(now.getTime() - HOUR / 2, Math.max(createdAt.getTime() + HOUR, dueAt.getTime() - between(rand, 0, 36) * HOUR)));
  if (bucket === 'cancelled') closedAt = new Date(Math.min(now.getTime() - HOUR / 2, createdAt.getTime() + between(rand, 1, 3) * DAY));
  return { createdAt, dueAt, closedAt };
}

const attachmentFor = (taskType: number, bucket: TaskBucket, lastName: string): TaskPlan['attachment'] => {
  const family = lastName.split(' ')[0] ?? lastName;
  if (taskType === 7) return { name: `Contrato ${family}.pdf`, kind: 'pdf' };
  if (taskType === 4 && bucket === 'completed') return { name: 'Fichas de inmuebles.pdf', kind: 'pdf' };
  if (taskType === 8 && bucket === 'completed') return { name: 'Plano del inmueble.png', kind: 'png' };
  return null;
};

/** The 60 customers and their 76 tasks for a seed run at `now`. */
export function planCustomers(now: Date, locations: LocationsByState): CustomerPlan[] {
  const rand = seededRandom(20_261_212);
  const usedPhones = new Set<string>();
  const usedNames = new Set<string>();
  const weighted = CUSTOMER_STATES.flatMap((state) => Array.from({ length: state.weight }, () => state));
  const people = Array.from({ length: CUSTOMER_COUNT }, (_, index) => {
    let firstName: string;
    let lastName: string;
    do {
      firstName = pick(rand, FIRST_NAMES);
      lastName = `${pick(rand, LAST_NAMES)} ${pick(rand, LAST_NAMES)}`;
    } while (usedNames.has(`${firstName} ${lastName}`));
    usedNames.add(`${firstName} ${lastName}`);
    let phone: string;
    do phone = venezuelanMobile(rand);
    while (usedPhones.has(phone));
    usedPhones.add(phone);
    const birthYear = between(rand, 1952, 2001);
    const state = pick(rand, weighted);
    const known = locations.get(state.stateId) ?? [];
    const preferred = state.municipalities.filter((id) => known.includes(id));
    const locationId = preferred.length > 0 ? pick(rand, preferred) : known.length > 0 ? pick(rand, known) : null;
    // Added over the last four months, oldest first, the newest a few hours ago.
    const addedAt = new Date(now.getTime() - ((CUSTOMER_COUNT - index) / CUSTOMER_COUNT) * 120 * DAY + between(rand, 0, 20) * HOUR - 22 * HOUR);
    const filed = index % 10 === 7 || index % 20 === 3;
    const filedAt = filed ? new Date(addedAt.getTime() + between(rand, 5, 20) * DAY) : null;
    const reactivatedAt = index % 20 === 3 && filedAt !== null ? new Date(filedAt.getTime() + between(rand, 2, 8) * DAY) : null;
    const emailName = foldText(`${firstName}.${lastName.split(' ')[0]}`).replace(/[^a-z.]/g, '');
    return {
      firstName,
      lastName,
      tenantType: (rand() < 0.4 ? 1 : rand() < 0.67 ? 2 : 3) as TenantType,
      phone,
      email: rand() < 0.7 ? `${emailName}${between(rand, 10, 99)}@ejemplo.com` : null,
      documentNumber: rand() < 0.85 ? cedulaFor(rand, birthYear) : null,
      sex: sexOfFirstName(firstName),
      birthDate: rand() < 0.6 ? `${birthYear}-${String(between(rand, 1, 12)).padStart(2, '0')}-${String(between(rand, 1, 28)).padStart(2, '0')}` : null,
      stateId: state.stateId,
      locationId,
      addedAt: addedAt.getTime() > now.getTime() - HOUR ? new Date(now.getTime() - 2 * HOUR) : addedAt,
      filedAt: filedAt !== null && filedAt.getTime() < now.getTime() ? filedAt : null,
      reactivatedAt: reactivatedAt !== null && reactivatedAt.getTime() < now.getTime() ? reactivatedAt : null,
      tasks: [] as TaskPlan[],
    };
  });

  // Open tasks go to active customers; closed and overdue ones to customers known long enough to have them.
  const active = people.filter((person) => person.filedAt === null || person.reactivatedAt !== null);
  const knownFor = (pool: readonly CustomerPlan[], days: number) => pool.filter((person) => now.getTime() - person.addedAt.getTime() >= days * DAY);
  const pools: Record<TaskBucket, readonly CustomerPlan[]> = {
    overdue: knownFor(active, 15),
    today: active,
    upcoming: active,
    completed: knownFor(people, 45),
    cancelled: knownFor(people, 25),
  };
  for (const [bucket, count] of BUCKETS) {
    for (let i = 0; i < count; i++) {
      const person = pick(rand, pools[bucket]) as CustomerPlan & { tasks: TaskPlan[] };
      const used = new Set(person.tasks.map((task) => task.title));
      const choices = Object.entries(TEMPLATES).flatMap(([type, list]) => list.filter(([title]) => !used.has(title)).map((template) => [Number(type), template] as const));
      if (choices.length === 0) continue;
      const [taskType, [title, description]] = pick(rand, choices);
      const dates = taskDates(rand, bucket, now, person.addedAt);
      const priority = (bucket === 'overdue' ? pick(rand, [2, 3]) : between(rand, 1, 3)) as TaskPriority;
      person.tasks.push({ title, description, taskType, priority, bucket, status: STATUS_OF[bucket], ...dates, attachment: attachmentFor(taskType, bucket, person.lastName) });
    }
  }
  for (const person of people) person.tasks.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return people;
}
