/**
 * The actions area's server part (spec 001 §2-§4, §6, §9): the stored actions table, their calls (list, get,
 * create, SAVE / SAVE_AS, delete, import and export), the dry run, running one now, the schedule that runs them
 * when due, the task kind that carries a run out, PID_ACTIONS (the actions shown on a node), and the policy's rule run
 * after each scan of a collector (policy-run.ts).
 */
import {
  defineServerPlugin,
  IndexedFiles,
  Migrations,
  NodeSettings,
  Properties,
  Routes,
  SearchEngine,
  ServerClock,
  SettingsAccess,
  TaskFinished,
  TaskKinds,
  TaskQueue,
} from '@fathom/sdk/server';
import { ACTION_TASK_KIND, ACTIONS_PROPERTY } from '../api';
import { visibleActions } from './access';
import { runAction } from './act';
import { afterScan, SCAN_KINDS } from './policy-run';
import { actionRoutes } from './routes';
import { startScheduler } from './schedule';
import { servicesHolder } from './services';
import { actionMigrations } from './table';

const services = servicesHolder();

export default defineServerPlugin({
  id: 'actions',
  requires: { search: SearchEngine, settings: SettingsAccess, nodes: NodeSettings, tasks: TaskQueue, clock: ServerClock, files: IndexedFiles },
  register(r) {
    for (const m of actionMigrations) r.contribute(Migrations, m);
    r.contribute(Routes, actionRoutes(services.get));
    r.contribute(TaskKinds, { kind: ACTION_TASK_KIND, run: ctx => runAction(ctx, services.get(ctx.platform)) });
    // The policy's rule runs after each scan of a collector, on the files that scan wrote.
    r.contribute(TaskFinished, { id: 'policy-rule', kinds: SCAN_KINDS, finished: (task, platform) => afterScan(platform, services.get(platform), task) });
    r.contribute(Properties, {
      propertyId: ACTIONS_PROPERTY,
      async get({ session, objectId, platform }) {
        return { actions: await visibleActions(platform, services.get(platform), session, objectId) };
      },
    });
  },
  start({ platform, search, settings, nodes, tasks, clock, files }) {
    const deps = { search, settings, nodes, tasks, clock, files };
    services.set(platform, deps);
    startScheduler(platform, deps);
  },
});
