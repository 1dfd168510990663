import { defineServerPlugin } from '@fathom/sdk/server';
export default defineServerPlugin({ id: 'services-azure' });
