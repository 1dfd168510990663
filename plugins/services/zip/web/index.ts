import { definePlugin, ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { validateZipParameters, ZIP_TYPE } from '../descriptor';

/** The zip parameters form (a source has none; the form is there for the type's modes and paths). */
export const ZIP_FORM: ServiceFormContribution = { ...ZIP_TYPE, title: ZIP_TYPE.title!, fields: ZIP_TYPE.fields!, validate: validateZipParameters };

export default definePlugin({
  id: 'services-zip',
  register(r) {
    r.contribute(ServiceForms, ZIP_FORM);
  },
});
