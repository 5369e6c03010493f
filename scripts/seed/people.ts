/**
 * Venezuelan people for seeded data, shared by `npm run bench:api` and `npm run seed:demo`: the
 * name lists, a deterministic generator (every run seeds the same people) and the shapes of
 * Venezuelan phones and cédulas.
 */

// The bench's figures (README § Performance) were measured on people drawn from exactly these two
// lists in this order: change them and the benchmark's searches match other rows.
export const FIRST_NAMES = ['María', 'José', 'Luis', 'Ana', 'Carlos', 'Lucía', 'Andrés', 'Sofía', 'Jesús', 'Valentina', 'Ramón', 'Camila', 'Óscar', 'Inés', 'Héctor', 'Martín', 'Daniela', 'Raúl', 'Gabriela', 'Tomás'];
export const LAST_NAMES = ['González', 'Rodríguez', 'Pérez', 'Hernández', 'García', 'Martínez', 'López', 'Díaz', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivas', 'Núñez', 'Peña', 'Castillo', 'Mendoza', 'Rojas', 'Suárez', 'Chacón', 'Briceño', 'Zambrano', 'Urdaneta', 'Villalobos', 'Quintero'];

const FEMALE_FIRST_NAMES = new Set(['María', 'Ana', 'Lucía', 'Sofía', 'Valentina', 'Camila', 'Inés', 'Daniela', 'Gabriela']);

/** The customer's sex as the API codes it (1 male, 2 female), from the first name. */
export const sexOfFirstName = (firstName: string): 1 | 2 => (FEMALE_FIRST_NAMES.has(firstName) ? 2 : 1);

/** A small deterministic generator (mulberry32), so every run seeds the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

/** An integer in [min, max]. */
export const between = (rand: () => number, min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));

/** The mobile operators' prefixes (Movilnet 416/426, Movistar 414/424, Digitel 412/422). */
const MOBILE_PREFIXES = ['412', '414', '416', '424', '426', '422'];

/** A Venezuelan mobile number as typed at home: '04141234567' (the API stores it without the 0). */
export const venezuelanMobile = (rand: () => number): string =>
  `0${pick(rand, MOBILE_PREFIXES)}${String(between(rand, 1_000_000, 9_999_999))}`;

/** A cédula de identidad's number: older people hold lower numbers, as the registry issued them. */
export const cedulaFor = (rand: () => number, birthYear: number): string => {
  const base = Math.max(3_000_000, Math.min(32_000_000, (birthYear - 1940) * 520_000));
  return String(base + between(rand, 0, 480_000));
};
