import {
  azureBlobEndpoint,
  secretKeys,
  AZURE_FIELDS,
  SMB_FIELDS,
  validateAzureParameters,
  validateSmbParameters,
  validateZipParameters,
} from './service-forms';

const smb = { server: 'files.example.com', shareName: 'docs', username: 'CORP\\jane', password: 'x' };

describe('smb parameters (spec 001 §5)', () => {
  it('accepts the three user name forms', () => {
    expect(validateSmbParameters(smb)).toEqual({});
    expect(validateSmbParameters({ ...smb, username: 'localhost\\jane' })).toEqual({});
    expect(validateSmbParameters({ ...smb, username: 'jane' })).toEqual({});
    expect(validateSmbParameters({ ...smb, username: 'a\\b\\c' }).username).toMatch(/domain\\user, localhost\\user or a plain user name/);
  });
  it('bounds each field with the spec lengths and messages', () => {
    expect(validateSmbParameters({})).toEqual({
      server: 'Field is required.',
      shareName: 'Field is required.',
      username: 'Field is required.',
      password: 'Field is required.',
    });
    expect(validateSmbParameters({ ...smb, server: 'ab' }).server).toBe('Field must be at least 3 characters.');
    expect(validateSmbParameters({ ...smb, server: 'a'.repeat(254) }).server).toBe('Field must be at most 253 characters.');
    expect(validateSmbParameters({ ...smb, shareName: 'ab' }).shareName).toBe('Field must be at least 3 characters.');
    expect(validateSmbParameters({ ...smb, shareName: 's'.repeat(81) }).shareName).toBe('Field must be at most 80 characters.');
    expect(validateSmbParameters({ ...smb, username: 'jo' }).username).toBe('Field must be at least 3 characters.');
    expect(validateSmbParameters({ ...smb, username: 'u'.repeat(257) }).username).toBe('Field must be at most 256 characters.');
    expect(validateSmbParameters({ ...smb, password: 'p'.repeat(128) }).password).toBe('Field must be at most 127 characters.');
    expect(validateSmbParameters({ ...smb, port: 70000 }).port).toBe('Port must be at most 65535.');
  });
  it('marks the password secret and needs a store path only to write', () => {
    expect(secretKeys(SMB_FIELDS)).toEqual(['password']);
    expect(validateSmbParameters(smb, 'Target').storePath).toBe('Field is required.');
  });
});

describe('azure parameters (spec 001 §5, §9)', () => {
  const az = { accountName: 'acme', accountKey: 'a2V5', container: 'my-docs-01', endpointSuffix: 'core.windows.net' };
  it('accepts a valid account and the four endpoint suffixes', () => {
    expect(validateAzureParameters(az)).toEqual({});
    for (const s of ['core.chinacloudapi.cn', 'core.cloudapi.de', 'core.usgovcloudapi.net'])
      expect(validateAzureParameters({ ...az, endpointSuffix: s })).toEqual({});
  });
  it('refuses containers outside lower-case a-z, digits and hyphens, and bad lengths', () => {
    expect(validateAzureParameters({ ...az, container: 'My_Docs' }).container).toBe('Container must be lowercase letters (a-z), digits or hyphens.');
    expect(validateAzureParameters({ ...az, container: 'ab' }).container).toBe('Field must be at least 3 characters.');
    expect(validateAzureParameters({ ...az, container: 'c'.repeat(64) }).container).toBe('Field must be at most 63 characters.');
    expect(validateAzureParameters({ ...az, accountName: 'ab' }).accountName).toBe('Field must be at least 3 characters.');
    expect(validateAzureParameters({ ...az, accountKey: 'k'.repeat(257) }).accountKey).toBe('Field must be at most 256 characters.');
    expect(validateAzureParameters({ ...az, endpointSuffix: 'example.org' }).endpointSuffix).toMatch(/one of the listed values/);
  });
  it('marks the key secret and builds the endpoint', () => {
    expect(secretKeys(AZURE_FIELDS)).toEqual(['accountKey']);
    expect(azureBlobEndpoint(az)).toBe('https://acme.blob.core.windows.net');
    expect(azureBlobEndpoint({ ...az, endpoint: 'http://127.0.0.1:10000/devstoreaccount1/' })).toBe('http://127.0.0.1:10000/devstoreaccount1');
  });
});

test('zip parameters: a store path is a valid path', () => {
  expect(validateZipParameters({})).toEqual({});
  expect(validateZipParameters({ storePath: '/a|b' }).storePath).toBe('Field must be a valid path.');
});
