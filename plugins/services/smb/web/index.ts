import { definePlugin, ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { SMB_FIELDS, validateSmbParameters } from '@fathom/sdk/api/service-forms';
import { SMB_TYPE } from '../descriptor';

/** The smb parameters form: the spec's rules live in sdk/api, shared with the server. */
export const SMB_FORM: ServiceFormContribution = { ...SMB_TYPE, title: 'SMB file share', fields: [...SMB_FIELDS], validate: validateSmbParameters };

/** The smb service type in the console: its parameters form for the policy editors. */
export default definePlugin({
  id: 'services-smb',
  register(r) {
    r.contribute(ServiceForms, SMB_FORM);
  },
});
