/** @jest-environment jsdom */
import {
  browserCodec,
  compressPhoto,
  jpegName,
  jpegQuality,
  scaledSize,
  type ImageCodec,
} from '@/components/forms/compressPhoto';

const file = (size: number, name = 'IMG_0001.JPG', type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1700000000000 });

describe('scaledSize', () => {
  it('brings the long side to 2048 px, keeps the proportions, never enlarges', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(10000, 1)).toEqual({ width: 2048, height: 1 });
  });

  it('names the JPEG after the file', () => {
    expect(jpegName('screen.png')).toBe('screen.jpg');
    expect(jpegName('IMG.0001.HEIC')).toBe('IMG.0001.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
  });
});

describe('compressPhoto', () => {
  const codec = (encoded: number | null, decodes = true) => {
    const close = jest.fn();
    const encode = jest.fn(async () =>
      encoded === null ? null : new Blob([new Uint8Array(encoded)]),
    );
    const decode = jest.fn(async () => {
      if (!decodes) throw new DOMException('The source image could not be decoded.');
      return { width: 4032, height: 3024, close };
    });
    return { codec: { decode, encode } satisfies ImageCodec, close, encode };
  };

  it('sends a smaller JPEG at most 2048 px long', async () => {
    const { codec: c, encode, close } = codec(900_000);
    const result = await compressPhoto(file(4_000_000, 'screen.png', 'image/png'), c);
    expect(result).toMatchObject({ name: 'screen.jpg', type: 'image/jpeg', size: 900_000 });
    expect(encode).toHaveBeenCalledWith(expect.anything(), 2048, 1536);
    expect(close).toHaveBeenCalled();
  });

  it('keeps the original when the JPEG is not smaller', async () => {
    const original = file(500_000);
    expect(await compressPhoto(original, codec(500_000).codec)).toBe(original);
    expect(await compressPhoto(original, codec(null).codec)).toBe(original);
  });

  it('sends what the browser cannot decode (HEIC in Chromium) as it is', async () => {
    const heic = file(3_000_000, 'IMG_0002.HEIC', '');
    const { codec: c, encode } = codec(10, false);
    expect(await compressPhoto(heic, c)).toBe(heic);
    expect(encode).not.toHaveBeenCalled();
  });

  it('in the browser: decodes upright, draws on white, encodes JPEG at 0.82', async () => {
    const bitmap = { width: 3000, height: 4000, close: jest.fn() };
    const createImageBitmap = jest.fn(async () => bitmap);
    Object.assign(window, { createImageBitmap });
    const context = { fillStyle: '', fillRect: jest.fn(), drawImage: jest.fn() };
    const getContext = jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const toBlob = jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      done: BlobCallback,
    ) {
      done(new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }));
    });
    const original = file(2_000_000);
    const result = await compressPhoto(original, browserCodec);
    expect(createImageBitmap).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
    expect(context.fillStyle).toBe('#fff');
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1536, 2048);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', jpegQuality);
    expect(jpegQuality).toBe(0.82);
    expect(result).toMatchObject({ size: 1000, type: 'image/jpeg', name: 'IMG_0001.jpg' });
    expect(bitmap.close).toHaveBeenCalled();
    getContext.mockRestore();
    toBlob.mockRestore();
  });
});
