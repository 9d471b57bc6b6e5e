import { deflateRawSync } from 'node:zlib';

/** One part of a test zip; `statedSize` makes its directory lie about the unpacked size. */
export interface ZipPart {
  name: string;
  data: Uint8Array;
  stored?: boolean;
  statedSize?: number;
}

/**
 * A minimal zip writer for tests (local headers, data, central directory, end record; CRC left 0,
 * which JSZip does not check): enough to make archives that lie the way hostile ones do.
 */
export function zip(parts: readonly ZipPart[]): Uint8Array {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const packed = part.stored ? Buffer.from(part.data) : deflateRawSync(part.data);
    const size = part.statedSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.stored ? 0 : 8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(part.stored ? 0 : 8, 10);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    chunks.push(local, name, packed);
    central.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directory, end]));
}

/** The bytes of a zip with one part's stated unpacked size changed in its directory entry. */
export function withStatedSize(bytes: Uint8Array, partName: string, size: number): Uint8Array {
  const copy = Buffer.from(bytes);
  const name = Buffer.from(partName);
  for (let at = copy.length - 46; at >= 0; at--)
    if (
      copy.readUInt32LE(at) === 0x02014b50 &&
      copy.subarray(at + 46, at + 46 + name.length).equals(name) &&
      copy.readUInt16LE(at + 28) === name.length
    ) {
      copy.writeUInt32LE(size, at + 24);
      return new Uint8Array(copy);
    }
  throw new Error(`no part ${partName}`);
}
