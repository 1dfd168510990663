import { isSecretParameter } from '@fathom/sdk/api/services';
import { ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { validateSmbParameters } from '../descriptor';
import smb from './index';

function contributed(plugin: typeof smb): ServiceFormContribution {
  const out: [unknown, ServiceFormContribution][] = [];
  plugin.register!({ provide: jest.fn(), contribute: (p: unknown, c: unknown) => out.push([p, c as ServiceFormContribution]) } as never);
  expect(out).toHaveLength(1);
  expect(out[0][0]).toBe(ServiceForms);
  return out[0][1];
}

const smbValues = { server: 'files.example.com', shareName: 'docs', username: 'CORP\\jane', password: 'x' };

test('smb contributes its form: share paths, the password secret, the spec rules applied', () => {
  const s = contributed(smb);
  expect(s).toMatchObject({ type: 'smb', modes: ['Source', 'Target'], pathStyle: 'share', title: 'SMB file share' });
  expect(s.validate!({ ...smbValues }, 'Target')).toEqual({ storePath: 'Field is required.' });
  expect(s.validate!({ ...smbValues, storePath: '/archive' }, 'Target')).toEqual({});
  expect(s.fields.filter(f => f.kind === 'secret').map(f => f.key)).toEqual(['password']);
  expect(isSecretParameter(s.fields, 'password')).toBe(true);
  expect(isSecretParameter(s.fields, 'username')).toBe(false);
  expect(s.validate!({ server: 'fs', shareName: 'docs', username: 'jane', password: 'x' })).toEqual({ server: 'Field must be at least 3 characters.' });
});

describe('smb parameters (spec 001 §5)', () => {
  it('accepts the three user name forms', () => {
    expect(validateSmbParameters(smbValues)).toEqual({});
    expect(validateSmbParameters({ ...smbValues, username: 'localhost\\jane' })).toEqual({});
    expect(validateSmbParameters({ ...smbValues, username: 'jane' })).toEqual({});
    expect(validateSmbParameters({ ...smbValues, username: 'a\\b\\c' }).username).toBe('User name must be domain\\user, localhost\\user or a plain user name.');
  });
  it('bounds each field with the spec lengths and messages', () => {
    expect(validateSmbParameters({})).toEqual({
      server: 'Field is required.',
      shareName: 'Field is required.',
      username: 'Field is required.',
      password: 'Field is required.',
    });
    expect(validateSmbParameters({ ...smbValues, server: 'ab' }).server).toBe('Field must be at least 3 characters.');
    expect(validateSmbParameters({ ...smbValues, server: 'a'.repeat(254) }).server).toBe('Field must be at most 253 characters.');
    expect(validateSmbParameters({ ...smbValues, server: 'fs 01' }).server).toBe('Server must be a host name or an address.');
    expect(validateSmbParameters({ ...smbValues, shareName: 'ab' }).shareName).toBe('Field must be at least 3 characters.');
    expect(validateSmbParameters({ ...smbValues, shareName: 's'.repeat(81) }).shareName).toBe('Field must be at most 80 characters.');
    expect(validateSmbParameters({ ...smbValues, shareName: 'a/b/c' }).shareName).toBe('Share name must not contain \\ / : * ? " < > |.');
    expect(validateSmbParameters({ ...smbValues, username: 'jo' }).username).toBe('Field must be at least 3 characters.');
    expect(validateSmbParameters({ ...smbValues, username: 'u'.repeat(257) }).username).toBe('Field must be at most 256 characters.');
    expect(validateSmbParameters({ ...smbValues, password: 'p'.repeat(128) }).password).toBe('Field must be at most 127 characters.');
    expect(validateSmbParameters({ ...smbValues, port: 70000 }).port).toBe('Port must be at most 65535.');
  });
  it('needs a store path only to write', () => {
    expect(validateSmbParameters(smbValues, 'Target').storePath).toBe('Field is required.');
  });
});
