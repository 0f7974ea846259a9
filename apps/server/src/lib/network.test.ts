import { describe, expect, it } from 'vitest';
import { addressKind, ConnectionRefusedByGuard, canonicalHost, createNetworkGuard } from './network.js';

describe('canonicalHost', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['[::ffff:127.0.0.1]', '::ffff:127.0.0.1'],
    ['Imap.Example.COM', 'imap.example.com'],
  ])('reads %s as %s', (raw, host) => {
    expect(canonicalHost(raw)).toBe(host);
  });

  it.each(['imap.example.com:25', 'user@127.0.0.1', 'a/b', 'a b', 'fe80::1%eth0', '1.2.3.4.5', ''])(
    'refuses %j, which is not a plain host',
    (raw) => {
      expect(canonicalHost(raw)).toBeUndefined();
    },
  );
});

describe('addressKind', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['172.32.0.1', 'public'],
    ['2606:4700::1111', 'public'],
    ['127.0.0.1', 'private'],
    ['127.255.0.9', 'private'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'private'],
    ['2002:7f00:1::', 'private'],
    ['0.0.0.0', 'never'],
    ['::', 'never'],
    ['169.254.169.254', 'never'],
    ['::ffff:169.254.169.254', 'never'],
    ['fe80::1', 'never'],
    ['224.0.0.1', 'never'],
    ['ff02::1', 'never'],
    ['255.255.255.255', 'never'],
    ['not an address', 'never'],
  ])('%s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
  });
});

describe('createNetworkGuard', () => {
  const lookup = async (host: string) =>
    host === 'mixed.example'
      ? [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.5', family: 4 },
        ]
      : [{ address: '93.184.216.34', family: 4 }];

  it('connects to the checked address and keeps the name for TLS', async () => {
    const guard = createNetworkGuard({ lookup });
    await expect(guard.check('IMAP.example.com', 993)).resolves.toEqual({
      address: '93.184.216.34',
      servername: 'imap.example.com',
    });
    await expect(guard.check('8.8.8.8', 143)).resolves.toEqual({ address: '8.8.8.8', servername: undefined });
  });

  it('refuses a name when any of its addresses is private', async () => {
    await expect(createNetworkGuard({ lookup }).check('mixed.example', 993)).rejects.toBeInstanceOf(
      ConnectionRefusedByGuard,
    );
  });

  it('allows only 143 and 993 unless told more', async () => {
    await expect(createNetworkGuard({ lookup }).check('imap.example.com', 25)).rejects.toBeInstanceOf(
      ConnectionRefusedByGuard,
    );
    await expect(
      createNetworkGuard({ lookup, ports: [[1000, 2000]] }).check('imap.example.com', 1143),
    ).resolves.toMatchObject({ address: '93.184.216.34' });
  });

  it('allows the machine and private networks with allowPrivate, never link-local', async () => {
    const guard = createNetworkGuard({ allowPrivate: true });
    await expect(guard.check('127.1', 993)).resolves.toEqual({ address: '127.0.0.1', servername: undefined });
    await expect(guard.check('169.254.169.254', 993)).rejects.toBeInstanceOf(ConnectionRefusedByGuard);
  });

  it('answers a failure no sooner than the floor', async () => {
    const guard = createNetworkGuard({ failureFloorMs: 200 });
    const started = Date.now();
    await expect(guard.failSlowly(() => guard.check('127.0.0.1', 993))).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });
});
