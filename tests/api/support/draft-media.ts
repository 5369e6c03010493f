/** Helpers of the draft media tests (issue 10): upload forms, served bytes, refusals that leave nothing, videos built in code. */
import { readdir } from 'node:fs/promises';
import { createFile } from 'mp4box';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { PropertyDraft } from '../../../src/schema/property-draft.ts';
import type { ErrorType } from '../../../src/schema/errors.ts';
import { expectError } from '../harness.ts';
import type { ApiResponse, TestServer } from '../harness.ts';
import { draftOf } from './drafts.ts';

export const MB = 1024 * 1024;

export const form = (bytes: Uint8Array, fileName: string, type: string, fields: Record<string, string> = {}): FormData => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return body;
};

/** Every file under uploads/ (the temp folder included), relative to it. */
export async function uploadedFiles(server: TestServer): Promise<string[]> {
  const root = join(server.config.dataDir, 'uploads');
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(full.slice(root.length + 1));
    }
  };
  await walk(root);
  return found.sort();
}

/** The calls of one test file, bound to its server and its agent's token. */
export function draftMedia(server: () => TestServer, defaultToken: () => string) {
  const upload = (method: string, id: string, path: string, body: FormData, token = defaultToken()): Promise<ApiResponse> =>
    server().api(method, `/property-drafts/${id}${path}`, { token, rawBody: body });
  const get = async (id: string, token = defaultToken()): Promise<PropertyDraft> => draftOf(await server().api('GET', `/property-drafts/${id}`, { token }));
  return {
    upload,
    get,
    uploadImage: (id: string, bytes: Uint8Array, fileName = 'foto.jpg', fields: Record<string, string> = { imageType: 'STATIC' }, token = defaultToken()) =>
      upload('POST', id, '/images', form(bytes, fileName, 'image/jpeg', fields), token),
    async fetchBytes(url: string, headers: Record<string, string> = {}): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
      const response = await server().fetchRaw(url, { headers });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
    },
    /** A refused call: its typed error, and no row, no file and no change to the draft. */
    async refused(id: string, type: ErrorType, call: () => Promise<ApiResponse>, token = defaultToken()): Promise<ApiResponse> {
      const before = await get(id, token);
      const counts = await server().snapshot();
      const files = await uploadedFiles(server());
      const response = await call();
      expectError(response, type);
      expect(await server().snapshot()).toEqual(counts);
      expect(await uploadedFiles(server())).toEqual(files);
      expect(await get(id, token)).toEqual(before);
      return response;
    },
  };
}

// Videos built in the test: a real MP4 index (mp4box writes its 'moov', an H.264 track of 16×16)
// around an mdat of known bytes, a WebM EBML header and Segment.

const box = (type: string, payload: Buffer): Buffer => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};

/** The 'moov' of a 16×16 H.264 track (its avcC a minimal SPS/PPS), as mp4box writes it. */
const MOOV = ((): Buffer => {
  const file = createFile();
  const avcC = new Uint8Array([1, 0x42, 0xc0, 0x1e, 0xff, 0xe1, 0, 4, 0x67, 0x42, 0xc0, 0x1e, 1, 0, 4, 0x68, 0xce, 0x3c, 0x80]);
  const track = file.addTrack({ type: 'avc1', width: 16, height: 16, timescale: 1000, avcDecoderConfigRecord: avcC.buffer });
  file.addSample(track, new Uint8Array([0, 0, 0, 4, 0x65, 0x88, 0x84, 0]), { duration: 40, is_sync: true });
  const stream = file.getBuffer();
  const bytes = Buffer.from(stream.buffer as ArrayBuffer, 0, stream.byteLength);
  for (let at = 0; at < bytes.length; at += bytes.readUInt32BE(at)) {
    if (bytes.toString('latin1', at + 4, at + 8) === 'moov') return Buffer.from(bytes.subarray(at, at + bytes.readUInt32BE(at)));
  }
  throw new Error('mp4box wrote no moov');
})();

/** ftyp, then the index and the media data (the index last, as phones often write it, with `indexLast`). */
export const mp4 = (brand = 'isom', size = 64 * 1024, indexLast = false): Buffer => {
  const ftyp = box('ftyp', Buffer.from(`${brand}\0\0\x02\0isomiso2mp41`, 'latin1'));
  const mdat = box('mdat', Buffer.from(Array.from({ length: size }, (_, i) => i % 251)));
  return Buffer.concat(indexLast ? [ftyp, mdat, MOOV] : [ftyp, MOOV, mdat]);
};
/** An EBML header of `docType` and a Segment of unknown size (as a recorder streaming it writes). */
export const ebml = (docType: string): Buffer => {
  const doc = Buffer.from(docType, 'latin1');
  const header = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x80 | doc.length]), doc]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), Buffer.alloc(4096, 7)]);
};
