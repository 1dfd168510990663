import { definePlugin, ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { SHAREPOINT_TYPE, validateSharePointParameters } from '../descriptor';

/** The ms-sharepoint parameters form, drawn from the fields the type describes. */
export const SHAREPOINT_FORM: ServiceFormContribution = {
  ...SHAREPOINT_TYPE,
  title: SHAREPOINT_TYPE.title!,
  fields: SHAREPOINT_TYPE.fields!,
  validate: validateSharePointParameters,
};

export default definePlugin({
  id: 'services-ms-sharepoint',
  register(r) {
    r.contribute(ServiceForms, SHAREPOINT_FORM);
  },
});
