/**
 * The dashboard area's server part: PID_DASHBOARD, each user's dashboard on each node.
 */
import { defineServerPlugin, Properties } from '@fathom/sdk/server';
import { dashboardHandler } from './dashboard';

export default defineServerPlugin({
  id: 'dashboard',
  register(r) {
    r.contribute(Properties, dashboardHandler);
  },
});
