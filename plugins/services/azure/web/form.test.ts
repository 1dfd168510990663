import { ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import azure from './index';

function contributed(plugin: typeof azure): ServiceFormContribution {
  const out: [unknown, ServiceFormContribution][] = [];
  plugin.register!({ provide: jest.fn(), contribute: (p: unknown, c: unknown) => out.push([p, c as ServiceFormContribution]) } as never);
  expect(out).toHaveLength(1);
  expect(out[0][0]).toBe(ServiceForms);
  return out[0][1];
}

test('azure contributes its form: share paths, the key secret, the four endpoint suffixes', () => {
  const a = contributed(azure);
  expect(a).toMatchObject({ type: 'azure', pathStyle: 'share' });
  expect(a.fields.filter(f => f.secret).map(f => f.key)).toEqual(['accountKey']);
  expect(a.fields.find(f => f.key === 'endpointSuffix')?.options?.map(o => o.label)).toEqual(['Azure', 'China', 'Germany', 'US Government']);
  expect(a.validate!({ accountName: 'acme', accountKey: 'k3y', container: 'Docs' }).container).toBe(
    'Container must be lowercase letters (a-z), digits or hyphens.',
  );
});
