import { ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { validateZipParameters } from '../descriptor';
import zip from './index';

function contributed(plugin: typeof zip): ServiceFormContribution {
  const out: [unknown, ServiceFormContribution][] = [];
  plugin.register!({ provide: jest.fn(), contribute: (p: unknown, c: unknown) => out.push([p, c as ServiceFormContribution]) } as never);
  expect(out).toHaveLength(1);
  expect(out[0][0]).toBe(ServiceForms);
  return out[0][1];
}

test('zip contributes its form: local paths, a source', () => {
  expect(contributed(zip)).toMatchObject({ type: 'zip', modes: ['Source'], pathStyle: 'local', title: 'Zip archives', fields: [] });
});

test('zip parameters: a store path is a valid path', () => {
  expect(validateZipParameters({})).toEqual({});
  expect(validateZipParameters({ storePath: '/a|b' }).storePath).toBe('Field must be a valid path.');
});
