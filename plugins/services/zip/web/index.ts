import { definePlugin, ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { validateZipParameters, ZIP_FIELDS } from '@fathom/sdk/api/service-forms';
import { ZIP_TYPE } from '../descriptor';

/** The zip parameters form: the spec's rules live in sdk/api, shared with the server. */
export const ZIP_FORM: ServiceFormContribution = { ...ZIP_TYPE, title: 'Zip archives', fields: [...ZIP_FIELDS], validate: validateZipParameters };

export default definePlugin({
  id: 'services-zip',
  register(r) {
    r.contribute(ServiceForms, ZIP_FORM);
  },
});
