import { validateParameters } from '@fathom/sdk/api/services';
import { definePlugin, ServiceForms } from '@fathom/sdk/web';
import { AWS_TYPE } from '../descriptor';

/** The aws service type in the console: its form, drawn from the fields it describes. */
export default definePlugin({
  id: 'services-aws',
  register(r) {
    r.contribute(ServiceForms, {
      ...AWS_TYPE,
      title: AWS_TYPE.title!,
      fields: AWS_TYPE.fields!,
      validate: (values, mode) => validateParameters(AWS_TYPE.fields!, values, mode),
    });
  },
});
