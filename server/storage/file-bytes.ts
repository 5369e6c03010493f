import { open, type FileHandle } from 'node:fs/promises';

const WINDOW_BYTES = 64 * 1024;

/**
 * Positioned reads of a file through one cached 64 KB window: format checks walk headers, JPEG
 * segments and zip directories anywhere in a stored upload without loading the whole file, and
 * many small neighbouring reads cost one system call.
 */
export class FileBytes {
  readonly size: number;
  readonly #handle: FileHandle;
  #windowStart = 0;
  #window = Buffer.alloc(0);

  private constructor(handle: FileHandle, size: number) {
    this.#handle = handle;
    this.size = size;
  }

  static async open(filePath: string): Promise<FileBytes> {
    const handle = await open(filePath, 'r');
    try {
      return new FileBytes(handle, (await handle.stat()).size);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Runs `inspect` on the open file and closes it whatever happens. */
  static async with<T>(filePath: string, inspect: (bytes: FileBytes) => Promise<T>): Promise<T> {
    const bytes = await FileBytes.open(filePath);
    try {
      return await inspect(bytes);
    } finally {
      await bytes.close();
    }
  }

  /** Up to `length` bytes from `position` (fewer at the end of the file, none past it). */
  async read(position: number, length: number): Promise<Buffer> {
    const end = Math.min(position + Math.max(0, length), this.size);
    if (position < 0 || position >= end) return Buffer.alloc(0);
    const windowEnd = this.#windowStart + this.#window.length;
    if (position >= this.#windowStart && end <= windowEnd) {
      return this.#window.subarray(position - this.#windowStart, end - this.#windowStart);
    }
    const wanted = Math.max(end - position, WINDOW_BYTES);
    const buffer = Buffer.alloc(Math.min(wanted, this.size - position));
    const { bytesRead } = await this.#handle.read(buffer, 0, buffer.length, position);
    this.#windowStart = position;
    this.#window = buffer.subarray(0, bytesRead);
    return this.#window.subarray(0, Math.min(end - position, bytesRead));
  }

  close(): Promise<void> {
    return this.#handle.close();
  }
}
