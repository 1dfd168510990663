import { parseListLine } from './listing';
import { shareExcludeMatcher } from '@fathom/sdk/server';
import { locate, shareRoot } from './paths';
import { connectionError, type SmbTarget } from './smbclient';

const t: SmbTarget = { server: 'files', shareName: 'Docs', username: 'u', password: 'p', port: 445 };

test('ls lines: short, long and spaced names, directories, single-digit days', () => {
  expect(parseListLine('  a.txt                               N        6  Wed Nov 25 15:38:48 2026')).toEqual({
    name: 'a.txt',
    attributes: 'N',
    isDirectory: false,
    size: 6,
    modifyTime: Date.UTC(2026, 10, 25, 15, 38, 48),
  });
  expect(parseListLine('  A File Name Longer Than Thirty Chars FINAL.txt      N        5  Wed Nov 25 15:40:59 2026')?.name).toBe(
    'A File Name Longer Than Thirty Chars FINAL.txt',
  );
  expect(parseListLine('  x  y  .txt                          A  1234567890  Sun Mar  1 01:02:03 2020')).toMatchObject({
    name: 'x  y  .txt',
    size: 1234567890,
  });
  expect(parseListLine('  deep folder                         D        0  Wed Nov 25 15:40:59 2026')).toMatchObject({ name: 'deep folder', isDirectory: true });
  expect(parseListLine('\t\t264212084 blocks of size 1024. 81151140 blocks available')).toBeNull();
});

test('share paths and excludes', () => {
  expect(shareRoot('\\\\files\\docs\\a\\')).toBe('//files/docs/a');
  expect(locate('//FILES/docs/a/b', t)).toEqual({ prefix: '//FILES/docs', rel: 'a/b' });
  expect(locate('//other/docs/a', t)).toBeNull();
  const m = shareExcludeMatcher(['//*.tmp/*', '//files/docs/skip/*'], shareRoot);
  expect(m.excluded('//files/docs/x.tmp', 'x.tmp')).toBe(true);
  expect(m.excluded('//files/docs/skip', 'skip')).toBe(true);
  expect(m.excluded('//files/docs/keep', 'keep')).toBe(false);
});

test('connection failures are named', () => {
  expect(connectionError(t, 'tree connect failed: NT_STATUS_BAD_NETWORK_NAME')?.name).toBe('NoSuchShare');
  expect(connectionError(t, 'session setup failed: NT_STATUS_LOGON_FAILURE')?.name).toBe('AccessDenied');
  expect(connectionError(t, 'do_connect: Connection to files failed (Error NT_STATUS_CONNECTION_REFUSED)')?.name).toBe('HostUnreachable');
  expect(connectionError(t, 'NT_STATUS_ACCESS_DENIED listing \\secret\\*')).toBeNull();
});
