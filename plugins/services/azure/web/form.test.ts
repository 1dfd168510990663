import { defaultParameters, fieldsForMode } from '@fathom/sdk/api/services';
import { ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { validateAzureParameters } from '../descriptor';
import azure from './index';

function contributed(plugin: typeof azure): ServiceFormContribution {
  const out: [unknown, ServiceFormContribution][] = [];
  plugin.register!({ provide: jest.fn(), contribute: (p: unknown, c: unknown) => out.push([p, c as ServiceFormContribution]) } as never);
  expect(out).toHaveLength(1);
  expect(out[0][0]).toBe(ServiceForms);
  return out[0][1];
}

const az = { accountName: 'acme', accountKey: 'a2V5', container: 'my-docs-01', endpointSuffix: 'core.windows.net' };

test('azure contributes its form: share paths, the key secret, the four endpoint suffixes', () => {
  const a = contributed(azure);
  expect(a).toMatchObject({ type: 'azure', pathStyle: 'share', title: 'Azure Blob storage' });
  expect(a.fields.filter(f => f.kind === 'secret').map(f => f.key)).toEqual(['accountKey']);
  expect(a.fields.find(f => f.key === 'endpointSuffix')?.options?.map(o => o.label)).toEqual(['Azure', 'China', 'Germany', 'US Government']);
  expect(defaultParameters(fieldsForMode(a.fields, 'Source'))).toEqual({ endpointSuffix: 'core.windows.net' });
  // A target (spec 001 §3: azure Target) adds its store path and, on by default, compression and encryption.
  expect(a.modes).toEqual(['Source', 'Target']);
  expect(defaultParameters(fieldsForMode(a.fields, 'Target'))).toEqual({ endpointSuffix: 'core.windows.net', enableCompression: true, enableEncryption: true });
  expect(a.validate!({ accountName: 'acme', accountKey: 'k3y', container: 'docs' }, 'Target')).toEqual({ storePath: 'Field is required.' });
  expect(a.validate!({ accountName: 'acme', accountKey: 'k3y', container: 'Docs' }).container).toBe(
    'Container must be lowercase letters (a-z), digits or hyphens.',
  );
});

describe('azure parameters (spec 001 §5, §9)', () => {
  it('accepts a valid account and the four endpoint suffixes', () => {
    expect(validateAzureParameters(az)).toEqual({});
    for (const s of ['core.chinacloudapi.cn', 'core.cloudapi.de', 'core.usgovcloudapi.net'])
      expect(validateAzureParameters({ ...az, endpointSuffix: s })).toEqual({});
  });
  it('refuses containers outside lower-case a-z, digits and hyphens, and bad lengths', () => {
    expect(validateAzureParameters({})).toEqual({ accountName: 'Field is required.', accountKey: 'Field is required.', container: 'Field is required.' });
    expect(validateAzureParameters({ ...az, container: 'My_Docs' }).container).toBe('Container must be lowercase letters (a-z), digits or hyphens.');
    expect(validateAzureParameters({ ...az, container: 'ab' }).container).toBe('Field must be at least 3 characters.');
    expect(validateAzureParameters({ ...az, container: 'c'.repeat(64) }).container).toBe('Field must be at most 63 characters.');
    expect(validateAzureParameters({ ...az, accountName: 'ab' }).accountName).toBe('Field must be at least 3 characters.');
    expect(validateAzureParameters({ ...az, accountName: 'Acme' }).accountName).toBe('Account name must be lowercase letters and digits.');
    expect(validateAzureParameters({ ...az, accountKey: 'k'.repeat(257) }).accountKey).toBe('Field must be at most 256 characters.');
    expect(validateAzureParameters({ ...az, endpointSuffix: 'example.org' }).endpointSuffix).toBe(
      'Endpoint suffix must be one of Azure, China, Germany, US Government.',
    );
    expect(validateAzureParameters({ ...az, endpoint: 'ftp://x' }).endpoint).toBe('Blob endpoint must be an http or https address.');
  });
});
