/**
 * PID_DASHBOARD (spec 001 §3–4): each user's dashboard on each node, stored per user + node. A first-time user
 * gets the default dashboard (the welcome variant when a welcome address is configured); a write must pass the
 * shared dashboardProblems rule and is stored in its normal form. Reading or editing needs 'get' (dashboard
 * content needs get, spec 001 §6).
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { defaultDashboard, dashboardProblems, normalizeDashboard, type Dashboard } from '@fathom/sdk/api/dashboard';
import type { PropertyContext, PropertyHandler } from '@fathom/sdk/server';

export const DASHBOARD_PROPERTY = 'PID_DASHBOARD';
const MAX_BYTES = 1024 * 1024;

const invalid = (message: string) => new ApiError(ERROR_NAMES.validation, message, undefined, { field: 'property' });

export const dashboardHandler: PropertyHandler = {
  propertyId: DASHBOARD_PROPERTY,
  perUser: true,
  readNeeds: [['get']],
  writeNeeds: [['get']],
  async get(ctx: PropertyContext): Promise<Dashboard> {
    const stored = await ctx.platform.properties.read<unknown>(ctx.objectId, DASHBOARD_PROPERTY, ctx.session.userObjectId);
    if (stored === undefined) return defaultDashboard({ welcomeUrl: ctx.platform.publicSettings.current().welcomeUrl });
    return normalizeDashboard(stored);
  },
  async set(ctx: PropertyContext, value: unknown): Promise<Dashboard> {
    const problems = dashboardProblems(value);
    if (problems.length) throw invalid(problems.slice(0, 5).join(' '));
    const dashboard = normalizeDashboard(value);
    if (JSON.stringify(dashboard).length > MAX_BYTES) throw invalid('The dashboard is larger than 1 MB.');
    await ctx.platform.properties.write(ctx.objectId, DASHBOARD_PROPERTY, dashboard, ctx.session.userObjectId);
    return dashboard;
  },
};
