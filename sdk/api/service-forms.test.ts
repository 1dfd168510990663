import { azureBlobEndpoint, SMB_USERNAME, storePathError } from './service-forms';

test('the smb user name forms (spec 001 §5)', () => {
  const re = new RegExp(SMB_USERNAME);
  for (const ok of ['CORP\\jane', 'localhost\\jane', 'jane', 'Jane Doe']) expect(re.test(ok)).toBe(true);
  for (const bad of ['a\\b\\c', 'CORP/jane', '\\jane', 'jane\\']) expect(re.test(bad)).toBe(false);
});

test('a store path is needed only to write, and is a valid path', () => {
  expect(storePathError({}, 'Source')).toBeUndefined();
  expect(storePathError({}, 'Target')).toBe('Field is required.');
  expect(storePathError({ storePath: '/a|b' }, 'Source')).toBe('Field must be a valid path.');
  expect(storePathError({ storePath: '\\\\fs\\share\\out' }, 'Target')).toBeUndefined();
});

test('the azure blob endpoint: the account in its cloud, or the one given', () => {
  const az = { accountName: 'acme', accountKey: 'a2V5', container: 'my-docs-01', endpointSuffix: 'core.windows.net' };
  expect(azureBlobEndpoint(az)).toBe('https://acme.blob.core.windows.net');
  expect(azureBlobEndpoint({ ...az, endpointSuffix: 'core.chinacloudapi.cn' })).toBe('https://acme.blob.core.chinacloudapi.cn');
  expect(azureBlobEndpoint({ ...az, endpoint: 'http://127.0.0.1:10000/devstoreaccount1/' })).toBe('http://127.0.0.1:10000/devstoreaccount1');
});
