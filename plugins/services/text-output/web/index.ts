import { definePlugin, ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { TEXT_OUTPUT_TYPE, validateTextOutputParameters } from '../descriptor';

/** The text-output form: the folder the text files go to. */
export const TEXT_OUTPUT_FORM: ServiceFormContribution = {
  ...TEXT_OUTPUT_TYPE,
  title: TEXT_OUTPUT_TYPE.title!,
  fields: TEXT_OUTPUT_TYPE.fields!,
  validate: validateTextOutputParameters,
};

export default definePlugin({
  id: 'services-text-output',
  register(r) {
    r.contribute(ServiceForms, TEXT_OUTPUT_FORM);
  },
});
