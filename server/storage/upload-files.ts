import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** The folders under DATA_DIR/uploads that hold stored files, served at /uploads/<folder>/<name>. */
export type UploadFolder = 'avatars' | 'attachments' | 'property-images' | 'property-videos';
export const AVATARS = 'avatars' satisfies UploadFolder;
export const ATTACHMENTS = 'attachments' satisfies UploadFolder;
/** Issue 10: a draft's photos, its thumbnail and its video's thumbnail (all stripped of metadata). */
export const PROPERTY_IMAGES = 'property-images' satisfies UploadFolder;
/** Issue 10: a draft's video. */
export const PROPERTY_VIDEOS = 'property-videos' satisfies UploadFolder;

/**
 * Uploads in progress and checked files waiting for their row's commit. Inside uploads/ so a
 * rename into place never crosses filesystems (it is atomic); a dot folder, so the static server
 * (dotfiles: 'deny') never serves it.
 */
export const TEMP_FOLDER = '.tmp';

export const uploadsDir = (dataDir: string): string => path.resolve(dataDir, 'uploads');
export const tempDir = (dataDir: string): string => path.join(uploadsDir(dataDir), TEMP_FOLDER);

/** Stored names are '<uuid>.<ext>': random, never the client's. */
export const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{3,4}$/;

/**
 * A checked file waiting for its commit is named '<folder>~<stored name>' in the temp folder, so
 * that after a crash between the commit and the move the start sweep knows where it belongs.
 */
const WAITING_NAME = /^(avatars|attachments|property-images|property-videos)~([0-9a-f-]{36}\.[a-z0-9]{3,4})$/;

export function parseWaitingName(fileName: string): { folder: UploadFolder; storedName: string } | null {
  const match = WAITING_NAME.exec(fileName);
  return match?.[1] && match[2] ? { folder: match[1] as UploadFolder, storedName: match[2] } : null;
}

/** This process's temp files (being written, or waiting for a commit): a sweep while it runs leaves them alone. */
const liveTempFiles = new Set<string>();
export const isLiveTempFile = (filePath: string): boolean => liveTempFiles.has(filePath);

/** Moves a waiting file into its folder; one that a sweep already moved counts as moved. */
export async function moveIntoPlace(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && (await stat(to).catch(() => null)) !== null) return;
    throw error;
  }
}

/**
 * One upload's file on its way: written under a random temp name, renamed once checked to say
 * where it goes, and moved there only after the database commit that refers to it. Until then
 * nothing under /uploads/<folder> names it, and a refused or rolled-back upload just discards it.
 */
export class UploadTempFile {
  readonly #dataDir: string;
  #path: string;
  #destination: { folder: UploadFolder; storedName: string } | null = null;

  private constructor(dataDir: string, filePath: string) {
    this.#dataDir = dataDir;
    this.#path = filePath;
    liveTempFiles.add(filePath);
  }

  static async create(dataDir: string): Promise<UploadTempFile> {
    await mkdir(tempDir(dataDir), { recursive: true, mode: 0o700 });
    return new UploadTempFile(dataDir, path.join(tempDir(dataDir), `${randomUUID()}.part`));
  }

  get path(): string {
    return this.#path;
  }

  /** The URL path the file will have once in place. */
  get url(): string {
    if (this.#destination === null) throw new Error('the upload has no destination yet');
    return `/uploads/${this.#destination.folder}/${this.#destination.storedName}`;
  }

  /** Names the checked file after its destination; the caller then commits the row that refers to it. */
  async waitForCommitAs(folder: UploadFolder, storedName: string): Promise<void> {
    const waiting = path.join(tempDir(this.#dataDir), `${folder}~${storedName}`);
    await rename(this.#path, waiting);
    liveTempFiles.delete(this.#path);
    liveTempFiles.add(waiting);
    this.#path = waiting;
    this.#destination = { folder, storedName };
  }

  /** After the commit: the file appears at its URL. If this fails the row exists, so the file stays for the next sweep. */
  async moveIntoPlace(): Promise<void> {
    if (this.#destination === null) throw new Error('the upload has no destination yet');
    const { folder, storedName } = this.#destination;
    try {
      await moveIntoPlace(this.#path, path.join(uploadsDir(this.#dataDir), folder, storedName));
    } finally {
      liveTempFiles.delete(this.#path);
    }
  }

  /** A refused, failed or rolled-back upload leaves nothing behind. */
  async discard(): Promise<void> {
    await rm(this.#path, { force: true });
    liveTempFiles.delete(this.#path);
  }
}

/**
 * Runs `commit` (the transaction that records the upload) and only then moves the file into
 * place; a commit that fails or rolls back discards the file instead.
 */
export async function storeAfterCommit<T>(file: UploadTempFile, commit: () => Promise<T>): Promise<T> {
  let committed: T;
  try {
    committed = await commit();
  } catch (error) {
    await file.discard();
    throw error;
  }
  await file.moveIntoPlace();
  return committed;
}
