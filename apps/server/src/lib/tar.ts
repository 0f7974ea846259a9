/**
 * The few bytes of ustar (POSIX.1-1988) a backup file needs: regular files with short names, written
 * and read whole in memory. Enough for a manifest, secrets.json and one database dump; no dependency
 * for something this small. Readers like GNU tar and bsdtar open what this writes.
 */

const BLOCK = 512;
/** The name field; longer names would need the prefix field or pax headers, which backups never need. */
const NAME_MAX = 100;
/** Octal digits of the 12-byte size field: 8 GiB less one byte. */
const SIZE_MAX = 0o77777777777;

export interface TarEntry {
  name: string;
  data: Uint8Array;
}

export class TarError extends Error {
  override name = 'TarError';
}

function writeString(header: Uint8Array, offset: number, length: number, value: string): void {
  const bytes = new TextEncoder().encode(value);
  if (bytes.length > length) throw new TarError(`"${value}" does not fit in ${length} bytes`);
  header.set(bytes, offset);
}

/** Octal, zero-padded to `length - 1` digits and NUL-terminated, as ustar readers expect. */
function writeOctal(header: Uint8Array, offset: number, length: number, value: number): void {
  writeString(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

function checksum(header: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] as number);
  return sum;
}

function headerFor(entry: TarEntry, mtime: number): Uint8Array {
  const nameBytes = new TextEncoder().encode(entry.name);
  if (nameBytes.length === 0 || nameBytes.length > NAME_MAX || entry.name.includes('\0'))
    throw new TarError(`The name "${entry.name}" is not a short file name`);
  if (entry.data.length > SIZE_MAX) throw new TarError(`${entry.name} is too large for a ustar entry`);
  const header = new Uint8Array(BLOCK);
  header.set(nameBytes, 0);
  writeOctal(header, 100, 8, 0o600); // mode: the backup holds secrets
  writeOctal(header, 108, 8, 0); // uid
  writeOctal(header, 116, 8, 0); // gid
  writeOctal(header, 124, 12, entry.data.length);
  writeOctal(header, 136, 12, Math.floor(mtime / 1000));
  header[156] = 0x30; // '0': a regular file
  writeString(header, 257, 6, 'ustar\0');
  writeString(header, 263, 2, '00');
  writeString(header, 148, 8, `${checksum(header).toString(8).padStart(6, '0')}\0 `);
  return header;
}

/** One tar archive holding `entries` in order. */
export function writeTar(entries: TarEntry[], mtime = Date.now()): Uint8Array {
  const size = entries.reduce((n, e) => n + BLOCK + Math.ceil(e.data.length / BLOCK) * BLOCK, 2 * BLOCK);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const entry of entries) {
    out.set(headerFor(entry, mtime), offset);
    offset += BLOCK;
    out.set(entry.data, offset);
    offset += Math.ceil(entry.data.length / BLOCK) * BLOCK;
  }
  // Two zero blocks end the archive (already zero).
  return out;
}

function readString(bytes: Uint8Array, offset: number, length: number): string {
  const field = bytes.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
}

function readOctal(bytes: Uint8Array, offset: number, length: number): number {
  const text = readString(bytes, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarError(`Not a tar archive (a header field holds "${text}")`);
  return Number.parseInt(text, 8);
}

/**
 * The regular files of a tar archive. Throws a TarError on anything that is not a well-formed
 * archive: a bad checksum, a size past the end, a missing end marker.
 */
export function readTar(archive: Uint8Array): { name: string; data: Uint8Array<ArrayBuffer> }[] {
  const entries: { name: string; data: Uint8Array<ArrayBuffer> }[] = [];
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > archive.length) throw new TarError('The tar archive is cut short');
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) return entries;
    if (readString(header, 257, 6) !== 'ustar') throw new TarError('Not a ustar archive');
    if (readOctal(header, 148, 8) !== checksum(header))
      throw new TarError('A tar header is damaged (its checksum does not match)');
    const name = readString(header, 0, NAME_MAX);
    const size = readOctal(header, 124, 12);
    const type = header[156];
    offset += BLOCK;
    if (offset + size > archive.length) throw new TarError(`The tar archive is cut short inside ${name}`);
    // Regular files only ('0' or NUL); anything else a backup never holds is skipped.
    if (type === 0x30 || type === 0) entries.push({ name, data: archive.slice(offset, offset + size) });
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
}
