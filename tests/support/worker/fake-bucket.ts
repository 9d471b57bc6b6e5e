interface Stored {
  bytes: Uint8Array;
  contentType?: string;
  customMetadata?: Record<string, string>;
}

/** An R2 bucket over a Map, for the Worker's unit tests; `failPuts` makes the next puts throw. */
export function fakeBucket() {
  const objects = new Map<string, Stored>();
  const state = { failPuts: 0 };
  // The calls worker/photos.ts makes, with what it reads of their answers.
  const bucket = {
    async put(key: string, value: unknown, options?: R2PutOptions) {
      if (state.failPuts > 0) {
        state.failPuts -= 1;
        throw new Error('R2 is down');
      }
      const bytes =
        value instanceof Uint8Array
          ? value.slice()
          : new Uint8Array(await new Response(value as BodyInit).arrayBuffer());
      objects.set(key, {
        bytes,
        contentType: (options?.httpMetadata as R2HTTPMetadata | undefined)?.contentType,
        customMetadata: options?.customMetadata,
      });
      return {};
    },
    async get(key: string) {
      const object = objects.get(key);
      if (!object) return null;
      return {
        body: new Response(object.bytes).body!,
        size: object.bytes.length,
        httpMetadata: { contentType: object.contentType },
        customMetadata: object.customMetadata,
      };
    },
    async delete(keys: string | string[]) {
      for (const key of Array.isArray(keys) ? keys : [keys]) objects.delete(key);
    },
    async list(options?: R2ListOptions) {
      const keys = [...objects.keys()].filter((key) => key.startsWith(options?.prefix ?? ''));
      return { objects: keys.map((key) => ({ key })), truncated: false };
    },
  } as unknown as R2Bucket;
  return { bucket, objects, state };
}

/** The first bytes of each accepted type, padded to `size`. */
export function photoBytes(
  type: 'jpeg' | 'png' | 'webp' | 'heic' | 'heif' | 'avif' | 'gif',
  size = 64,
): Uint8Array {
  const head: Record<typeof type, number[]> = {
    jpeg: [0xff, 0xd8, 0xff, 0xe0],
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')],
    heic: [0, 0, 0, 24, ...Buffer.from('ftypheic')],
    heif: [0, 0, 0, 24, ...Buffer.from('ftypmif1')],
    avif: [0, 0, 0, 24, ...Buffer.from('ftypavif')],
    gif: [...Buffer.from('GIF89a')],
  };
  const bytes = new Uint8Array(Math.max(size, 16)).fill(7);
  bytes.set(head[type]);
  return bytes;
}
