import { inflateRawSync } from 'node:zlib';

/**
 * ExcelJS (through JSZip) unpacks every part of the workbook's zip whole into memory: a 2 MB
 * workbook made to unpack to 2 GB took 2.3 GB. So the sizes the zip's directory states are
 * checked first, and as a directory can lie, each part is unpacked with its stated size as a cap.
 */
export const workbookLimits = {
  /** 5,000 products export to 33 MB unpacked: four times that. */
  unpackedBytes: 128 * 1024 * 1024,
  parts: 1_000,
};
export type WorkbookLimits = typeof workbookLimits;

const signatures = { end: 0x06054b50, central: 0x02014b50, local: 0x04034b50 } as const;
const zip64 = 0xffffffff;
const MB = (bytes: number) => `${Math.ceil(bytes / 2 ** 20)} MB`;

class Damaged extends Error {}

/** The parts the central directory lists, read as JSZip reads them, so none goes uncounted. */
function partsOf(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inside = (at: number, length: number) => {
    if (at < 0 || at + length > bytes.length) throw new Damaged('it ends too early');
  };
  const u16 = (at: number) => (inside(at, 2), view.getUint16(at, true));
  const u32 = (at: number) => (inside(at, 4), view.getUint32(at, true));
  const slice = (at: number, length: number) => {
    inside(at, length);
    return bytes.subarray(at, at + length);
  };
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--)
    if (u32(at) === signatures.end) {
      end = at;
      break;
    }
  if (end < 0) throw new Damaged('it is not a zip archive, as every .xlsx file is');
  const [directorySize, directoryAt] = [u32(end + 12), u32(end + 16)];
  if (directorySize === zip64 || directoryAt === zip64 || u16(end + 10) === 0xffff)
    throw new Damaged(
      'it uses ZIP64 records (over 4 GB or 65,535 parts), which no catalogue needs',
    );
  // Data before the zip (which JSZip skips by shifting every offset) is refused instead.
  if (directoryAt + directorySize !== end) throw new Damaged('its zip directory is misplaced');
  const parts = [];
  for (let at = directoryAt; at + 4 <= bytes.length && u32(at) === signatures.central;) {
    const [nameLength, extraLength, commentLength] = [u16(at + 28), u16(at + 30), u16(at + 32)];
    const name = new TextDecoder().decode(slice(at + 46, nameLength));
    const [method, packed, size, offset] = [u16(at + 10), u32(at + 20), u32(at + 24), u32(at + 42)];
    if (packed === zip64 || size === zip64 || offset === zip64)
      throw new Damaged(`its part ${name} uses ZIP64 sizes (4 GB or more)`);
    // The packed bytes, after the part's local header.
    const data = () => {
      if (u32(offset) !== signatures.local) throw new Damaged(`its part ${name} is missing`);
      return slice(offset + 30 + u16(offset + 26) + u16(offset + 28), packed);
    };
    parts.push({ name, method, size, data });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

function unpackedLength(data: Uint8Array, part: { name: string; method: number; size: number }) {
  if (part.method === 0) return data.length;
  if (part.method !== 8) throw new Damaged(`its part ${part.name} is packed in an unknown way`);
  try {
    return inflateRawSync(data, { maxOutputLength: part.size + 1 }).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return part.size + 1;
    throw new Damaged(`its part ${part.name} does not unpack (${(error as Error).message})`);
  }
}

/** Why a workbook's bytes are not to be handed to ExcelJS, or undefined. */
export function workbookZipProblem(
  bytes: Uint8Array,
  limits: WorkbookLimits = workbookLimits,
): string | undefined {
  const tooBig = (size: string) =>
    `the workbook unpacks to ${size}, more than the ${MB(limits.unpackedBytes)} a catalogue ` +
    'workbook may (5,000 products take 33 MB): it is damaged or not a catalogue; export the ' +
    'catalogue again, or save the products sheet as CSV UTF-8';
  try {
    const parts = partsOf(bytes);
    if (parts.length > limits.parts)
      return `the workbook has ${parts.length} parts, more than the ${limits.parts} a workbook may have: it is damaged or not a catalogue`;
    const stated = parts.reduce((sum, part) => sum + part.size, 0);
    if (stated > limits.unpackedBytes) return tooBig(MB(stated));
    for (const part of parts) {
      const length = unpackedLength(part.data(), part);
      if (length > part.size)
        return `the workbook's part ${part.name} unpacks to more than the ${part.size} bytes its zip directory states: the file is damaged or made to exhaust memory, and is not read`;
    }
    return undefined;
  } catch (error) {
    if (!(error instanceof Damaged)) throw error;
    return `not readable as an Excel workbook (.xlsx): ${error.message}`;
  }
}
