/**
 * The marketplace subscription's public calls (spec 000 §3, §4, §7): info for the landing page, the context a token
 * resolves to, and activation, which sets up the subscriber's organisation (client) and its first administrator when
 * the subscription is pending, or changes the plan of one already set up. The token is resolved again by each call;
 * nothing the browser sends about the subscription is trusted.
 */
import {
  ApiError,
  ERROR_NAMES,
  isPending,
  MARKETPLACE_ERROR_NAMES,
  MARKETPLACE_PAGES,
  MARKETPLACE_PATHS,
  marketplaceActivationSchema,
  marketplaceClientSchema,
  marketplaceTokenSchema,
  type MarketplaceActivationResult,
  type MarketplaceContext,
  type MarketplaceInfo,
} from '@fathom/sdk/api';
import type { Mailer, PeopleAdministration, PlatformAccess, RouteDefinition, RouteModuleContribution, ServerClock } from '@fathom/sdk/server';
import { fulfil, listPlans, resolveToken } from './marketplace';
import { claimLink, completeLink, isClaimOnly, linkOf, releaseClaim, setPlan } from './subscriptions';

// Two activations of one subscription at once: the first to claim it sets it up, the other is refused before it makes anything.
const CONCURRENT_ACTIVATION = 'This subscription is being set up by another activation at the same time.';

export interface MarketplaceDeps {
  url: string | null;
  people: PeopleAdministration;
  mailer: Mailer;
  clock: ServerClock;
  platform: PlatformAccess;
}

function baseOf(deps: MarketplaceDeps): string {
  if (!deps.url) throw new ApiError(MARKETPLACE_ERROR_NAMES.notConfigured, 'No marketplace is set up on this platform.', 503);
  return deps.url;
}

interface ActivationPayload {
  token: string;
  planId: string;
  clientName?: string;
  clientEmail?: string;
}

async function activate(deps: MarketplaceDeps, p: ActivationPayload): Promise<MarketplaceActivationResult> {
  const base = baseOf(deps);
  const resolved = await resolveToken(base, p.token);
  const { subscription } = resolved;
  const plans = await listPlans(base, resolved.id);
  if (!plans.some(plan => plan.planId === p.planId))
    throw new ApiError(ERROR_NAMES.validation, `planId: the marketplace offers no plan ${p.planId}.`, 400, { field: 'planId' });
  const db = deps.platform.store.db;
  const link = await linkOf(db, resolved.id);

  if (isPending(subscription)) {
    if (p.planId !== subscription.planId)
      throw new ApiError(ERROR_NAMES.validation, 'planId: a new subscription starts on the plan it was bought with.', 400, { field: 'planId' });
    if (link && isClaimOnly(link)) throw new ApiError(ERROR_NAMES.conflict, CONCURRENT_ACTIVATION, 409);
    if (link) {
      // Set up before, the marketplace's activation failed: it only has to be started now.
      await fulfil(base, resolved.id, 'activate', p.planId);
      return { disposition: 'activated', uri: '/login' };
    }
    let setup: { clientName: string; clientEmail: string };
    try {
      setup = await marketplaceClientSchema.validate({ clientName: p.clientName, clientEmail: p.clientEmail }, { abortEarly: true });
    } catch (e) {
      const err = e as { path?: string; message: string };
      throw new ApiError(ERROR_NAMES.validation, `${err.path ?? 'clientName'}: ${err.message}`, 400, { field: err.path });
    }
    if (!(await claimLink(db, resolved.id, p.planId, deps.clock.now()))) throw new ApiError(ERROR_NAMES.conflict, CONCURRENT_ACTIVATION, 409);
    let created: { clientId: string };
    try {
      created = await deps.people.createClientForSubscription({
        clientName: setup.clientName,
        adminName: resolved.firstName?.trim() || setup.clientEmail,
        adminEmail: setup.clientEmail,
      });
    } catch (e) {
      await releaseClaim(db, resolved.id);
      throw e;
    }
    await completeLink(db, resolved.id, created.clientId, deps.clock.now());
    await fulfil(base, resolved.id, 'activate', p.planId);
    // The administrator's invitation goes out by mail; without mail the platform's administrators finish it.
    return deps.mailer.configured ? { disposition: 'email', email: setup.clientEmail } : { disposition: 'pending', email: setup.clientEmail };
  }

  if (subscription.saasSubscriptionStatus !== 'Subscribed') {
    throw new ApiError(MARKETPLACE_ERROR_NAMES.notActive, `The subscription is ${subscription.saasSubscriptionStatus}; its plan cannot be changed.`, 409);
  }
  if (!link) throw new ApiError(ERROR_NAMES.objectNotFound, 'No organisation was set up for this subscription.', 404);
  if (p.planId === subscription.planId) return { disposition: 'nochange', uri: '/login' };
  await fulfil(base, resolved.id, 'plan', p.planId);
  await setPlan(db, resolved.id, p.planId, deps.clock.now());
  return { disposition: 'changed', uri: '/login' };
}

export function marketplaceRoutes(services: (platform: PlatformAccess) => MarketplaceDeps): RouteModuleContribution {
  const info: RouteDefinition<{ token: string }> = {
    method: 'GET',
    path: MARKETPLACE_PATHS.info,
    public: true,
    schema: marketplaceTokenSchema,
    async handler({ token }, call): Promise<MarketplaceInfo> {
      const deps = services(call.platform);
      const resolved = await resolveToken(baseOf(deps), token);
      return { state: { subscription: resolved.subscription.name }, client_url: MARKETPLACE_PAGES.authenticated };
    },
  };
  const authenticate: RouteDefinition<{ token: string }> = {
    method: 'GET',
    path: MARKETPLACE_PATHS.authenticate,
    public: true,
    schema: marketplaceTokenSchema,
    async handler({ token }, call): Promise<MarketplaceContext> {
      const base = baseOf(services(call.platform));
      const resolved = await resolveToken(base, token);
      const plans = await listPlans(base, resolved.id);
      return {
        subscription: resolved.subscription,
        plans,
        ...(resolved.partnerName ? { partnerName: resolved.partnerName } : {}),
        ...(resolved.firstName ? { firstName: resolved.firstName } : {}),
      };
    },
  };
  const activation: RouteDefinition<ActivationPayload> = {
    method: 'POST',
    path: MARKETPLACE_PATHS.activate,
    public: true,
    schema: marketplaceActivationSchema,
    handler: (p, call) => activate(services(call.platform), p),
  };
  return { id: 'access-marketplace', routes: [info, authenticate, activation] as RouteDefinition[] };
}
