/**
 * The policy area's server part: content signing (the public key and the check of a file).
 */
import { defineServerPlugin, Routes } from '@fathom/sdk/server';
import { signingRoutes } from './signing';

export default defineServerPlugin({
  id: 'policy',
  register(r) {
    r.contribute(Routes, signingRoutes);
  },
});
