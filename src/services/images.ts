/**
 * Picture helpers over the browser's canvas: measure a picked file, resize it, crop it. Browser
 * only (createImageBitmap, <canvas>); the image pipeline machine takes them as its actors, so tests
 * replace them.
 */

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** A rectangle in the source image's pixels. */
export interface CropArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface ImageEncoding {
  readonly type: 'image/jpeg';
  /** 0–1, as canvas.toBlob takes it. */
  readonly quality: number;
}

export interface ResizeRequest {
  readonly file: Blob;
  readonly size: ImageSize;
  readonly encoding: ImageEncoding;
}

export interface CropRequest {
  readonly file: Blob;
  readonly area: CropArea;
  readonly size: ImageSize;
  readonly encoding: ImageEncoding;
}

/** The picture's pixel size, EXIF orientation applied (as the browser displays it). */
export const measureImage = async (file: Blob): Promise<ImageSize> => {
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
};

/** The whole picture drawn at the requested size. */
export const resizeImage = (request: ResizeRequest): Promise<Blob> => draw(request.file, null, request.size, request.encoding);

/** The area of the picture drawn at the requested size. */
export const cropImage = (request: CropRequest): Promise<Blob> =>
  draw(request.file, request.area, request.size, request.encoding);

const draw = async (file: Blob, area: CropArea | null, size: ImageSize, encoding: ImageEncoding): Promise<Blob> => {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('No 2D canvas available');
    // JPEG has no alpha channel: transparent pixels would come out black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    const source = area ?? { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
    context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob === null ? reject(new Error('The picture could not be encoded')) : resolve(blob)),
        encoding.type,
        encoding.quality,
      );
    });
  } finally {
    bitmap.close();
  }
};
