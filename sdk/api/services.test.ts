import { defaultParameters, isSecretParameter, SECRET_SET, validateParameters, type ServiceField } from './services';

const fields: ServiceField[] = [
  { key: 'url', label: 'URL', kind: 'url', requiredIn: ['Source', 'Target'] },
  { key: 'secretKey', label: 'Secret key', kind: 'secret', max: 8 },
  { key: 'bucket', label: 'Bucket', kind: 'text', min: 3, max: 63, pattern: '^[a-z0-9.-]+$', patternMessage: 'Lowercase only.' },
  { key: 'storePath', label: 'Store path', kind: 'text', requiredIn: ['Target'], modes: ['Target'] },
  { key: 'enableCompression', label: 'Compression', kind: 'boolean', default: true },
  { key: 'region', label: 'Region', kind: 'select', options: [{ value: 'us-east-1', label: 'US East' }] },
];

describe('validateParameters', () => {
  it('applies required per mode, bounds, patterns, urls and options', () => {
    expect(validateParameters(fields, {}, 'Source')).toEqual({ url: 'Field is required.' });
    expect(validateParameters(fields, { url: 'http://x' }, 'Target')).toEqual({ storePath: 'Field is required.' });
    expect(validateParameters(fields, { url: 'ftp://x', bucket: 'AB', region: 'mars', enableCompression: 'y' })).toEqual({
      url: 'URL must be an http or https address.',
      bucket: 'Field must be at least 3 characters.',
      region: 'Region must be one of US East.',
      enableCompression: 'Compression must be true or false.',
    });
    expect(validateParameters(fields, { url: 'http://x', bucket: 'Abc' }).bucket).toBe('Lowercase only.');
    expect(validateParameters(fields, { url: 'http://x', secretKey: SECRET_SET })).toEqual({});
    expect(validateParameters(fields, { url: 'http://x', secretKey: '123456789' }).secretKey).toBe('Field must be at most 8 characters.');
  });

  it('starts a new service with the defaults and tells secret parameters', () => {
    expect(defaultParameters(fields)).toEqual({ enableCompression: true });
    expect(isSecretParameter(fields, 'secretKey')).toBe(true);
    expect(isSecretParameter(fields, 'bucket')).toBe(false);
    expect(isSecretParameter(undefined, 'password')).toBe(true);
  });
});
