import type { FileBytes } from './file-bytes.ts';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const CENTRAL_ENTRY_MIN = 46;
const MAX_ZIP_ENTRIES = 10_000;

/** Where the end-of-central-directory record starts: within the last 22 + 65,535 bytes (its comment may fill them). */
async function findEndOfCentralDirectory(bytes: FileBytes): Promise<{ count: number; offset: number } | null> {
  if (bytes.size < EOCD_MIN) return null;
  const tailStart = Math.max(0, bytes.size - EOCD_MIN - 0xffff);
  const tail = await bytes.read(tailStart, bytes.size - tailStart);
  for (let at = tail.length - EOCD_MIN; at >= 0; at--) {
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE) return { count: tail.readUInt16LE(at + 10), offset: tail.readUInt32LE(at + 16) };
  }
  return null;
}

/**
 * Entry names of a zip, read from its central directory, which sits at the end of the file:
 * read entry by entry from the stored file, never the whole archive. Null when it is no zip.
 */
export async function zipEntryNames(bytes: FileBytes): Promise<string[] | null> {
  const end = await findEndOfCentralDirectory(bytes);
  if (end === null) return null;
  let offset = end.offset;
  const names: string[] = [];
  for (let i = 0; i < Math.min(end.count, MAX_ZIP_ENTRIES); i++) {
    const entry = await bytes.read(offset, CENTRAL_ENTRY_MIN);
    if (entry.length < CENTRAL_ENTRY_MIN || entry.readUInt32LE(0) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = entry.readUInt16LE(28);
    const extraLength = entry.readUInt16LE(30);
    const commentLength = entry.readUInt16LE(32);
    const name = await bytes.read(offset + CENTRAL_ENTRY_MIN, nameLength);
    if (name.length < nameLength) return null;
    names.push(name.toString('utf8'));
    offset += CENTRAL_ENTRY_MIN + nameLength + extraLength + commentLength;
  }
  return names;
}
