/**
 * The dashboard area's server part: PID_DASHBOARD (each user's dashboard on each node) and PID_EVENTS (the
 * node events workflow: list, postpone, solve, reopen).
 */
import { defineServerPlugin, Properties } from '@fathom/sdk/server';
import { dashboardHandler } from './dashboard';
import { nodeEventsHandler } from './node-events';

export default defineServerPlugin({
  id: 'dashboard',
  register(r) {
    r.contribute(Properties, dashboardHandler);
    r.contribute(Properties, nodeEventsHandler);
  },
});
