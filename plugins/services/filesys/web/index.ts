import { definePlugin, ServiceForms } from '@fathom/sdk/web';
import { FILESYS_FORM } from './form';

/** The filesys service type in the console: its parameters form for the policy editors. */
export default definePlugin({
  id: 'services-filesys',
  register(r) {
    r.contribute(ServiceForms, FILESYS_FORM);
  },
});
