import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTar, TarError, writeTar } from './tar';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('tar', () => {
  it('reads back what it wrote, names and bytes, in order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.stringMatching(/^[a-z0-9._-]{1,100}$/),
            data: fc.uint8Array({ maxLength: 2000 }),
          }),
          { maxLength: 5 },
        ),
        (entries) => {
          const read = readTar(writeTar(entries));
          expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name));
          expect(read.map((e) => Buffer.from(e.data))).toEqual(entries.map((e) => Buffer.from(e.data)));
        },
      ),
    );
  });

  it('writes archives that the system tar lists and extracts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rapport-tar-'));
    try {
      const file = join(dir, 'a.tar');
      writeFileSync(file, writeTar([{ name: 'manifest.json', data: bytes('{"version":1}') }]));
      expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim()).toBe('manifest.json');
      execFileSync('tar', ['-xf', file, '-C', dir]);
      expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe('{"version":1}');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['a damaged header', (a: Uint8Array) => a.fill(0x41, 0, 10), /checksum/],
    ['an archive cut inside a file', (a: Uint8Array) => a.subarray(0, 600), /cut short inside big/],
    ['an archive without its end marker', (a: Uint8Array) => a.subarray(0, 512 + 1024), /cut short/],
    ['something else', () => bytes('hello, not a tar archive').slice(), /cut short/],
    ['a block of text', () => new Uint8Array(1024).fill(0x41), /Not a ustar/],
  ])('refuses %s', (_label, damage, message) => {
    const archive = writeTar([{ name: 'big', data: new Uint8Array(1000).fill(7) }]);
    expect(() => readTar(damage(archive))).toThrow(message);
    expect(() => readTar(damage(writeTar([{ name: 'big', data: new Uint8Array(1000) }])))).toThrow(TarError);
  });

  it('refuses names it cannot store', () => {
    expect(() => writeTar([{ name: 'x'.repeat(101), data: new Uint8Array() }])).toThrow(TarError);
    expect(() => writeTar([{ name: '', data: new Uint8Array() }])).toThrow(TarError);
  });
});
