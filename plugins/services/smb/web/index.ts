import { definePlugin, ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { SMB_TYPE, validateSmbParameters } from '../descriptor';

/** The smb parameters form, drawn from the fields the type describes. */
export const SMB_FORM: ServiceFormContribution = { ...SMB_TYPE, title: SMB_TYPE.title!, fields: SMB_TYPE.fields!, validate: validateSmbParameters };

/** The smb service type in the console: its parameters form for the policy editors. */
export default definePlugin({
  id: 'services-smb',
  register(r) {
    r.contribute(ServiceForms, SMB_FORM);
  },
});
