/**
 * An ICC colour profile with nothing in it but colour (issue 20). Phones embed one in most photos
 * (an iPhone's Display P3), and dropping it would shift every wide-gamut photo's colours; but a
 * profile is a container too: its description, copyright and device names are free text, its
 * header holds a creation date and the maker's and model's names, and a tag table can point at
 * tags of any type (or leave bytes between tags that nothing points at).
 *
 * So the profile is rebuilt from an allow-list: the header's colour fields, and the data of each
 * tag whose type is numeric colour data (curves, matrices, lookup tables…). Every other tag keeps
 * its place and type signature with its data zeroed (an empty text, description or localized
 * string), so the table stays valid; the bytes nothing points at are zeroed; the date, maker,
 * model, creator and profile ID (an MD5 of the old bytes, now wrong; zero means "not computed")
 * are zeroed. Null when the profile cannot be walked: the caller then drops it.
 */

/** Largest profile kept (printer profiles reach a few MB; a photo's is a few KB). */
export const ICC_MAX_BYTES = 4 * 1024 * 1024;

const HEADER_BYTES = 128;
const MAX_TAGS = 1000;

/** Tag types whose data is numbers a colour engine reads; nothing in them is text. */
const COLOUR_TYPES = new Set([
  'XYZ ', 'curv', 'para', 'mft1', 'mft2', 'mAB ', 'mBA ', 'mpet', 'sf32', 'uf32', 'ui08', 'ui16', 'ui32', 'ui64', 'chrm', 'sig ', 'meas', 'view', 'cicp',
]);

/** Tags that name, describe or credit something: blanked whatever type they claim. */
const TEXT_TAGS = new Set(['desc', 'cprt', 'dmnd', 'dmdd', 'vued', 'targ', 'scrd', 'ciis', 'pseq', 'psid', 'ncl2', 'clrt', 'clot', 'meta', 'dtim', 'calt']);

/** Header ranges kept: size, version, class, colour spaces, 'acsp', flags, attributes, intent, illuminant. */
const HEADER_KEPT: ReadonlyArray<readonly [number, number]> = [
  [0, 4],
  [8, 24],
  [36, 40],
  [44, 48],
  [56, 80],
];

export function cleanIccProfile(profile: Buffer): Buffer | null {
  if (profile.length < HEADER_BYTES + 4 || profile.length > ICC_MAX_BYTES) return null;
  if (profile.toString('latin1', 36, 40) !== 'acsp' || profile.readUInt32BE(0) !== profile.length) return null;
  const count = profile.readUInt32BE(HEADER_BYTES);
  const tableEnd = HEADER_BYTES + 4 + count * 12;
  if (count > MAX_TAGS || tableEnd > profile.length) return null;
  const clean = Buffer.alloc(profile.length);
  for (const [from, to] of HEADER_KEPT) profile.copy(clean, from, from, to);
  profile.copy(clean, HEADER_BYTES, HEADER_BYTES, tableEnd);
  for (let i = 0; i < count; i++) {
    const entry = HEADER_BYTES + 4 + i * 12;
    const signature = profile.toString('latin1', entry, entry + 4);
    const offset = profile.readUInt32BE(entry + 4);
    const size = profile.readUInt32BE(entry + 8);
    if (size < 8 || offset < tableEnd || offset + size > profile.length) return null;
    const type = profile.toString('latin1', offset, offset + 4);
    if (COLOUR_TYPES.has(type) && !TEXT_TAGS.has(signature)) {
      profile.copy(clean, offset, offset, offset + size);
      continue;
    }
    // Blanked: the type stays, so a reader finds an empty value of the kind it expects.
    profile.copy(clean, offset, offset, offset + 4);
    if (type === 'mluc' && size >= 16) clean.writeUInt32BE(12, offset + 12); // zero records of the standard record size
  }
  return clean;
}
