import type { ServiceTypeDescriptor, SourceService } from '../api/policy';
import { SECRET_SET } from '../api/services';
import { maskServiceSecrets, openServiceSecrets, sealServiceSecrets } from './service-secrets';

const box = {
  seal: (p: string) => `sealed:${Buffer.from(p).toString('base64')}`,
  open: (s: string) => Buffer.from(s.slice(7), 'base64').toString(),
  isSealed: (s: string) => s.startsWith('sealed:'),
};
const types: ServiceTypeDescriptor[] = [
  {
    type: 'objstore',
    modes: ['Source'],
    pathStyle: 'local',
    fields: [
      { key: 'accessKey', label: 'Access key', kind: 'text' },
      { key: 'secretKey', label: 'Secret key', kind: 'secret' },
    ],
  },
];
const svc = (parameters: Record<string, unknown>, name = 's3', type = 'objstore'): SourceService => ({
  type,
  name,
  mode: 'Source',
  parameters,
  include: [],
  exclude: [],
});

describe('service secrets', () => {
  it('seals secret fields and parameters named like secrets, keeps the rest', () => {
    const [a, b] = sealServiceSecrets([svc({ accessKey: 'AK', secretKey: 'SK' }), svc({ server: 'h', password: 'pw' }, 'share', 'smb')], [], types, box);
    expect(a.parameters).toEqual({ accessKey: 'AK', secretKey: box.seal('SK') });
    expect(b.parameters).toEqual({ server: 'h', password: box.seal('pw') });
  });

  it('reads back SECRET_SET, and SECRET_SET written back keeps the stored secret', () => {
    const stored = sealServiceSecrets([svc({ secretKey: 'SK' })], [], types, box);
    const shown = maskServiceSecrets(stored, types);
    expect(shown[0].parameters.secretKey).toEqual(SECRET_SET);
    expect(JSON.stringify(shown)).not.toContain(box.seal('SK'));
    const again = sealServiceSecrets(shown, stored, types, box);
    expect(again[0].parameters.secretKey).toBe(box.seal('SK'));
    expect(openServiceSecrets(again, types, box)[0].parameters.secretKey).toBe('SK');
  });

  it('drops a SECRET_SET with nothing stored behind it', () => {
    expect(sealServiceSecrets([svc({ secretKey: SECRET_SET })], [], types, box)[0].parameters).toEqual({});
  });
});
