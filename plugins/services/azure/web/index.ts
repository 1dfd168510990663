import { definePlugin, ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { AZURE_TYPE, validateAzureParameters } from '../descriptor';

/** The azure parameters form, drawn from the fields the type describes. */
export const AZURE_FORM: ServiceFormContribution = { ...AZURE_TYPE, title: AZURE_TYPE.title!, fields: AZURE_TYPE.fields!, validate: validateAzureParameters };

export default definePlugin({
  id: 'services-azure',
  register(r) {
    r.contribute(ServiceForms, AZURE_FORM);
  },
});
