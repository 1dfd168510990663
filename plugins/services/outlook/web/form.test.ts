import { defaultParameters, fieldsForMode } from '@fathom/sdk/api/services';
import { ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import outlook from './index';

test('outlook contributes a target form: the Graph sign-in, the mailbox, the mail folder, compression and encryption on', () => {
  const out: [unknown, ServiceFormContribution][] = [];
  outlook.register!({ provide: jest.fn(), contribute: (p: unknown, c: unknown) => out.push([p, c as ServiceFormContribution]) } as never);
  expect(out[0][0]).toBe(ServiceForms);
  const f = out[0][1];
  expect(f).toMatchObject({ type: 'outlook', modes: ['Target'], title: 'Microsoft Outlook mailbox' });
  expect(defaultParameters(fieldsForMode(f.fields, 'Target'))).toEqual({
    region: 'global',
    auth: 'clientSecret',
    enableCompression: true,
    enableEncryption: true,
  });
  const ok = {
    tenant: 'contoso.onmicrosoft.com',
    clientId: '11111111-2222-3333-4444-555555555555',
    clientSecret: 'x',
    mailbox: 'archive@contoso.com',
    storePath: '/Fathom',
  };
  expect(f.validate!(ok, 'Target')).toEqual({});
  expect(f.validate!({ ...ok, storePath: '' }, 'Target')).toEqual({ storePath: 'Field is required.' });
  expect(f.validate!({ ...ok, mailbox: 'a b' }, 'Target').mailbox).toBe('Mailbox must be a user principal name (e.g. archive@contoso.com) or a user id.');
});
