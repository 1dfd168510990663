import { definePlugin, ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { OUTLOOK_TYPE, validateOutlookParameters } from '../descriptor';

/** The outlook parameters form, drawn from the fields the type describes. */
export const OUTLOOK_FORM: ServiceFormContribution = {
  ...OUTLOOK_TYPE,
  title: OUTLOOK_TYPE.title!,
  fields: OUTLOOK_TYPE.fields!,
  validate: validateOutlookParameters,
};

export default definePlugin({
  id: 'services-outlook',
  register(r) {
    r.contribute(ServiceForms, OUTLOOK_FORM);
  },
});
