/** Upright, ≤ 2048 px, JPEG 0.82; the original if not smaller or undecodable (HEIC in Chromium). */
export const maxLongSide = 2048;
export const jpegQuality = 0.82;

/** A decoded image: what createImageBitmap gives. */
export interface DecodedImage {
  width: number;
  height: number;
  close?: () => void;
}

export interface ImageCodec {
  /** The image upright, or a rejection when the browser cannot decode it. */
  decode: (file: Blob) => Promise<DecodedImage>;
  /** The image at this size as JPEG, or null. */
  encode: (image: DecodedImage, width: number, height: number) => Promise<Blob | null>;
}

/** The size to draw at: the long side at most `max`, the proportions kept, never enlarged. */
export function scaledSize(width: number, height: number, max = maxLongSide) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** "IMG_0001.PNG" becomes "IMG_0001.jpg". */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', jpegQuality));
}

/** The browser's codec: createImageBitmap (orientation from the file) and a canvas. */
export const browserCodec: ImageCodec = {
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  async encode(image, width, height) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A transparent PNG would turn black as JPEG: white behind it, as on paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image as CanvasImageSource, 0, 0, width, height);
    return canvasBlob(canvas);
  },
};

/** Never throws: any failure keeps the original. */
export async function compressPhoto(file: File, codec: ImageCodec = browserCodec): Promise<File> {
  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch {
    return file; // a format this browser cannot decode goes as it is
  }
  try {
    const { width, height } = scaledSize(image.width, image.height);
    const blob = await codec.encode(image, width, height);
    if (!blob || blob.size === 0 || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  } finally {
    image.close?.();
  }
}
