import { validateParameters } from '@fathom/sdk/api/services';
import { definePlugin, ServiceForms } from '@fathom/sdk/web';
import { OBJSTORE_TYPE } from '../descriptor';

/** The objstore service type in the console: its form, drawn from the fields it describes. */
export default definePlugin({
  id: 'services-objstore',
  register(r) {
    r.contribute(ServiceForms, {
      ...OBJSTORE_TYPE,
      title: OBJSTORE_TYPE.title!,
      fields: OBJSTORE_TYPE.fields!,
      validate: (values, mode) => validateParameters(OBJSTORE_TYPE.fields!, values, mode),
    });
  },
});
