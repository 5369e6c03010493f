/**
 * Every limit an upload meets, in one place. Bytes are checked while the body streams in (and
 * by Content-Length before it does); counts are checked before a body is read at all.
 */
import { ATTACHMENT_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, TENANT_AVATAR_MAX_BYTES } from '../../src/schema/rules.ts';

/** An agent's or a customer's photo. */
export const AVATAR_MAX_BYTES = TENANT_AVATAR_MAX_BYTES;

/** A task attachment (the SPA checks the same figure before sending). */
export { ATTACHMENT_MAX_BYTES };

/**
 * What a multipart request may carry beyond its one file: the boundaries and the part's headers
 * (a long file name percent-encoded fits easily). A request larger than file limit + this is
 * refused by its Content-Length, or cut off as soon as that many bytes have arrived.
 */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * Uploads one agent may have streaming at once. The SPA sends one at a time; three leaves room
 * for a second tab without letting one account hold many sockets and temp files.
 */
export const UPLOADS_PER_AGENT = 3;

/**
 * Uploads the process streams at once, whoever sends them. Each costs a socket, an open temp
 * file and a few 64 KB buffers (about 0.2 MB), so 64 stay near 15 MB; beyond that a 429 asks the
 * client to retry rather than letting memory and disk bandwidth be shared ever thinner.
 */
export const UPLOADS_IN_FLIGHT_MAX = 64;

/**
 * The largest image accepted, by its declared size. Decoding costs width × height × 4 bytes in
 * every browser that shows it, and a header can claim billions of pixels in a few bytes: at most
 * 100 megapixels (10,000², 400 MB decoded). A side may reach 20,000 px so that a phone's panorama
 * of a property (16,000 × 4,000 is common) is still a valid attachment. The figures live in
 * src/schema/rules.ts, where the SPA's refusal message reads them too (issue 8).
 */
export { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE };

/**
 * An upload that receives nothing for this long is abandoned (its slot and temp file freed):
 * otherwise a few slow senders could hold every slot of UPLOADS_IN_FLIGHT_MAX.
 */
export const UPLOAD_IDLE_MS = 60_000;

/**
 * A temp file nobody has written to for this long belongs to no upload in progress (see
 * UPLOAD_IDLE_MS), so the sweep may delete it even if another server process shares the folder.
 */
export const STALE_TEMP_FILE_MS = 5 * 60_000;

/** How often a running server sweeps the temp folder again (crash leftovers younger than the above at start). */
export const TEMP_SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Issue 10: a listing photo (also a draft's thumbnail and its video's thumbnail). The SPA sends
 * what its canvas made (a few hundred KB); 15 MB leaves room for a camera's original.
 */
export const LISTING_IMAGE_MAX_BYTES = 15 * 1024 * 1024;

/**
 * Images whose metadata is being stripped at once (issue 20: every stored image, avatars and
 * attachments too). Each is held in memory about twice while it is rewritten, so two 15 MB photos
 * cost some 60 MB at most; the others wait their turn.
 */
export const IMAGE_STRIPS_AT_ONCE = 2;

/**
 * Issue 10: a draft's video (the editor says 3 minutes at most). 200 MB holds three minutes of a
 * phone's 1080p recording (about 8 Mbit/s, ~180 MB); streamed to disk, never held in memory.
 */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
