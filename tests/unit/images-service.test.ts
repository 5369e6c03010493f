import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cropImage, measureImage, resizeImage } from '../../src/services/images.ts';

/** Just enough of createImageBitmap and <canvas> to see what the helpers draw and encode. */
const bitmap = { width: 1200, height: 900, close: vi.fn() };
const context2d = { fillStyle: '', imageSmoothingQuality: '', fillRect: vi.fn(), drawImage: vi.fn() };
const encoded = new Blob(['jpeg'], { type: 'image/jpeg' });
let blobResult: Blob | null = encoded;
const canvas = {
  width: 0,
  height: 0,
  getContext: vi.fn(() => context2d),
  toBlob: vi.fn((done: (blob: Blob | null) => void) => done(blobResult)),
};

const file = new Blob(['png'], { type: 'image/png' });
const encoding = { type: 'image/jpeg', quality: 1 } as const;

describe('images service', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    blobResult = encoded;
    vi.stubGlobal('createImageBitmap', vi.fn(async () => bitmap));
    vi.stubGlobal('document', { createElement: vi.fn(() => canvas) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('measures the picture and frees the bitmap', async () => {
    await expect(measureImage(file)).resolves.toEqual({ width: 1200, height: 900 });
    expect(bitmap.close).toHaveBeenCalledOnce();
  });

  it('draws the whole picture at the requested size on white and encodes it as asked', async () => {
    await expect(resizeImage({ file, size: { width: 650, height: 650 }, encoding })).resolves.toBe(encoded);
    expect(canvas).toMatchObject({ width: 650, height: 650 });
    expect(context2d.fillStyle).toBe('#ffffff');
    expect(context2d.fillRect).toHaveBeenCalledWith(0, 0, 650, 650);
    expect(context2d.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1200, 900, 0, 0, 650, 650);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 1);
    expect(bitmap.close).toHaveBeenCalledOnce();
  });

  it('draws only the crop area', async () => {
    const area = { x: 100, y: 50, width: 800, height: 800 };
    await cropImage({ file, area, size: { width: 650, height: 650 }, encoding });
    expect(context2d.drawImage).toHaveBeenCalledWith(bitmap, 100, 50, 800, 800, 0, 0, 650, 650);
  });

  it('rejects when the canvas cannot encode, and still frees the bitmap', async () => {
    blobResult = null;
    await expect(resizeImage({ file, size: { width: 10, height: 10 }, encoding })).rejects.toThrow();
    expect(bitmap.close).toHaveBeenCalledOnce();
  });

  it('rejects when the file is not a picture', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new DOMException('bad', 'InvalidStateError'))));
    await expect(measureImage(file)).rejects.toThrow();
  });
});
