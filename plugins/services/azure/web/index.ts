import { definePlugin, ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { AZURE_FIELDS, validateAzureParameters } from '@fathom/sdk/api/service-forms';
import { AZURE_TYPE } from '../descriptor';

/** The azure parameters form: the spec's rules live in sdk/api, shared with the server. */
export const AZURE_FORM: ServiceFormContribution = { ...AZURE_TYPE, title: 'Azure Blob storage', fields: [...AZURE_FIELDS], validate: validateAzureParameters };

export default definePlugin({
  id: 'services-azure',
  register(r) {
    r.contribute(ServiceForms, AZURE_FORM);
  },
});
