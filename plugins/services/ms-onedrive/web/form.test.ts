import { defaultParameters, fieldsForMode } from '@fathom/sdk/api/services';
import { graphEndpoints } from '@fathom/sdk/api/graph-forms';
import { ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { validateOneDriveParameters } from '../descriptor';
import onedrive from './index';

function contributed(plugin: typeof onedrive): ServiceFormContribution {
  const out: [unknown, ServiceFormContribution][] = [];
  plugin.register!({ provide: jest.fn(), contribute: (p: unknown, c: unknown) => out.push([p, c as ServiceFormContribution]) } as never);
  expect(out).toHaveLength(1);
  expect(out[0][0]).toBe(ServiceForms);
  return out[0][1];
}

const ok = { tenant: 'contoso.onmicrosoft.com', clientId: '11111111-2222-3333-4444-555555555555', clientSecret: 's3cr3t~value', region: 'global' };

test('ms-onedrive contributes its form (spec 001 §3: tenant, clientId, clientSecret, region, auth): share paths, the secret sealed', () => {
  const f = contributed(onedrive);
  expect(f).toMatchObject({ type: 'ms-onedrive', pathStyle: 'share', modes: ['Source'], title: 'Microsoft OneDrive' });
  expect(f.fields.map(x => x.key)).toEqual(['tenant', 'clientId', 'clientSecret', 'region', 'auth', 'authorityUrl', 'graphUrl']);
  expect(f.fields.filter(x => x.kind === 'secret').map(x => x.key)).toEqual(['clientSecret']);
  expect(defaultParameters(fieldsForMode(f.fields, 'Source'))).toEqual({ region: 'global', auth: 'clientSecret' });
});

describe('ms-onedrive parameters', () => {
  it('accepts a tenant by domain or id and an application id', () => {
    expect(validateOneDriveParameters(ok)).toEqual({});
    expect(validateOneDriveParameters({ ...ok, tenant: '72f988bf-86f1-41af-91ab-2d7cd011db47', region: 'china' })).toEqual({});
  });
  it('names what is wrong', () => {
    expect(validateOneDriveParameters({})).toEqual({ tenant: 'Field is required.', clientId: 'Field is required.', clientSecret: 'Field is required.' });
    expect(validateOneDriveParameters({ ...ok, tenant: 'contoso' }).tenant).toBe(
      'Tenant must be a directory (tenant) id or a domain such as contoso.onmicrosoft.com.',
    );
    expect(validateOneDriveParameters({ ...ok, clientId: 'my-app' }).clientId).toMatch(/^Client id must be the application \(client\) id/);
    expect(validateOneDriveParameters({ ...ok, region: 'mars' }).region).toMatch(/^Region must be one of Global, /);
    expect(validateOneDriveParameters({ ...ok, graphUrl: 'ftp://x' }).graphUrl).toBe('Graph endpoint must be an http or https address.');
  });
  it('signs in and calls where the region says, unless the service or the server names other addresses', () => {
    expect(graphEndpoints(ok)).toEqual({
      authority: 'https://login.microsoftonline.com',
      graph: 'https://graph.microsoft.com',
      scope: 'https://graph.microsoft.com/.default',
    });
    expect(graphEndpoints({ ...ok, region: 'usgov' }).graph).toBe('https://graph.microsoft.us');
    const env = { FATHOM_GRAPH_AUTHORITY_URL: 'http://127.0.0.1:9/', FATHOM_GRAPH_URL: 'http://127.0.0.1:9' };
    expect(graphEndpoints(ok, env)).toEqual({ authority: 'http://127.0.0.1:9', graph: 'http://127.0.0.1:9', scope: 'https://graph.microsoft.com/.default' });
    expect(graphEndpoints({ ...ok, graphUrl: 'http://localhost:8/' }, env).graph).toBe('http://localhost:8');
  });
});
