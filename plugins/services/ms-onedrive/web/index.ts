import { definePlugin, ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { ONEDRIVE_TYPE, validateOneDriveParameters } from '../descriptor';

/** The ms-onedrive parameters form, drawn from the fields the type describes. */
export const ONEDRIVE_FORM: ServiceFormContribution = {
  ...ONEDRIVE_TYPE,
  title: ONEDRIVE_TYPE.title!,
  fields: ONEDRIVE_TYPE.fields!,
  validate: validateOneDriveParameters,
};

export default definePlugin({
  id: 'services-ms-onedrive',
  register(r) {
    r.contribute(ServiceForms, ONEDRIVE_FORM);
  },
});
