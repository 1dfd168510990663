import { ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { fieldsForMode } from '@fathom/sdk/api/services';
import { validateZipParameters } from '../descriptor';
import zip from './index';

function contributed(plugin: typeof zip): ServiceFormContribution {
  const out: [unknown, ServiceFormContribution][] = [];
  plugin.register!({ provide: jest.fn(), contribute: (p: unknown, c: unknown) => out.push([p, c as ServiceFormContribution]) } as never);
  expect(out).toHaveLength(1);
  expect(out[0][0]).toBe(ServiceForms);
  return out[0][1];
}

test('zip contributes its form: local paths, a source without parameters, a target writing into a .zip', () => {
  const z = contributed(zip);
  expect(z).toMatchObject({ type: 'zip', modes: ['Source', 'Target'], pathStyle: 'local', title: 'Zip archives' });
  expect(fieldsForMode(z.fields, 'Source')).toEqual([]);
  expect(validateZipParameters({}, 'Target').storePath).toBe('Field is required.');
  expect(validateZipParameters({ storePath: '/srv/out/export.tar' }, 'Target').storePath).toBe('The zip file must end in .zip.');
  expect(validateZipParameters({ storePath: '/srv/out/export.zip' }, 'Target')).toEqual({});
});

test('zip parameters: a store path is a valid path', () => {
  expect(validateZipParameters({})).toEqual({});
  expect(validateZipParameters({ storePath: '/a|b' }).storePath).toBe('Field must be a valid path.');
});
