/**
 * PID_DASHBOARD (spec 001 §3–4): each user's dashboard on each node, stored per user + node. A first-time user
 * gets the default dashboard (the welcome variant when a welcome address is configured); a write must pass the
 * shared dashboardProblems rule and is stored in its normal form. Reading or editing needs 'get' (dashboard
 * content needs get, spec 001 §6).
 */
import { defaultDashboard, dashboardProblems, normalizeDashboard, type Dashboard } from '@fathom/sdk/api/dashboard';
import { invalid } from './payload';
import { registerPropertyHandler, type PropertyContext, type PropertyHandler } from './properties/registry';
import { readProperty, writeProperty } from './properties/store';

export const DASHBOARD_PROPERTY = 'PID_DASHBOARD';
const MAX_BYTES = 1024 * 1024;

export const dashboardHandler: PropertyHandler = {
  propertyId: DASHBOARD_PROPERTY,
  perUser: true,
  readNeeds: [['get']],
  writeNeeds: [['get']],
  async get(ctx: PropertyContext): Promise<Dashboard> {
    const stored = await readProperty<unknown>(ctx.server.store, ctx.objectId, DASHBOARD_PROPERTY, ctx.session.userObjectId);
    if (stored === undefined) return defaultDashboard({ welcomeUrl: ctx.server.settings.public.welcomeUrl });
    return normalizeDashboard(stored);
  },
  async set(ctx: PropertyContext, value: unknown): Promise<Dashboard> {
    const problems = dashboardProblems(value);
    if (problems.length) throw invalid(problems.slice(0, 5).join(' '), 'property');
    const dashboard = normalizeDashboard(value);
    if (JSON.stringify(dashboard).length > MAX_BYTES) throw invalid('The dashboard is larger than 1 MB.', 'property');
    await writeProperty(ctx.server.store, ctx.objectId, DASHBOARD_PROPERTY, dashboard, ctx.session.userObjectId);
    return dashboard;
  },
};

registerPropertyHandler(dashboardHandler);
