import { ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import smb from './index';

function contributed(plugin: typeof smb): ServiceFormContribution {
  const out: [unknown, ServiceFormContribution][] = [];
  plugin.register!({ provide: jest.fn(), contribute: (p: unknown, c: unknown) => out.push([p, c as ServiceFormContribution]) } as never);
  expect(out).toHaveLength(1);
  expect(out[0][0]).toBe(ServiceForms);
  return out[0][1];
}

test('smb contributes its form: share paths, the password secret, the spec rules applied', () => {
  const s = contributed(smb);
  expect(s).toMatchObject({ type: 'smb', modes: ['Source'], pathStyle: 'share' });
  expect(s.fields.filter(f => f.secret).map(f => f.key)).toEqual(['password']);
  expect(s.validate!({ server: 'fs', shareName: 'docs', username: 'jane', password: 'x' })).toEqual({ server: 'Field must be at least 3 characters.' });
});
