/**
 * The marketplace's fulfilment calls, over a small JSON contract under FATHOM_MARKETPLACE_URL (the spec leaves the
 * protocol open):
 *
 *   POST {url}/resolve                       {token}    → {subscription: {id, name, planId, saasSubscriptionStatus,
 *                                                          term: {termUnit}, beneficiary: {emailId}}, partnerName?, firstName?}
 *   GET  {url}/subscriptions/{id}/plans                 → {plans: MarketplacePlan[]}
 *   POST {url}/subscriptions/{id}/activate   {planId}   → 2xx (a pending subscription starts on that plan)
 *   POST {url}/subscriptions/{id}/plan       {planId}   → 2xx (an active subscription changes plan)
 *
 * A 4xx answer to resolve means the token is refused; any other failure means the marketplace is unavailable.
 */
import { ApiError, MARKETPLACE_ERROR_NAMES, MARKETPLACE_STATUSES, type MarketplacePlan, type MarketplaceSubscription } from '@fathom/sdk/api';

export interface ResolvedSubscription {
  id: string;
  subscription: MarketplaceSubscription;
  partnerName?: string;
  firstName?: string;
}

const TIMEOUT_MS = 15_000;

function unavailable(detail: string): ApiError {
  return new ApiError(MARKETPLACE_ERROR_NAMES.unavailable, `The marketplace did not answer: ${detail}`, 502);
}

async function call(base: string, path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<Response> {
  try {
    return await fetch(`${base}${path}`, {
      method: init.method,
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (e) {
    throw unavailable((e as Error).message);
  }
}
async function json(res: Response): Promise<Record<string, unknown>> {
  try {
    const body = (await res.json()) as unknown;
    if (body && typeof body === 'object') return body as Record<string, unknown>;
  } catch {
    // handled below
  }
  throw unavailable('its answer was not JSON.');
}
const text = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export async function resolveToken(base: string, token: string): Promise<ResolvedSubscription> {
  const res = await call(base, '/resolve', { method: 'POST', body: { token } });
  if (res.status >= 400 && res.status < 500)
    throw new ApiError(MARKETPLACE_ERROR_NAMES.tokenRefused, 'The marketplace did not accept this subscription token.', 400);
  if (!res.ok) throw unavailable(`HTTP ${res.status}.`);
  const body = await json(res);
  const s = (body.subscription ?? {}) as Record<string, unknown>;
  const status = text(s.saasSubscriptionStatus);
  const id = text(s.id);
  if (!id || !(MARKETPLACE_STATUSES as readonly string[]).includes(status)) throw unavailable('the subscription it resolved is incomplete.');
  return {
    id,
    subscription: {
      name: text(s.name),
      planId: text(s.planId),
      saasSubscriptionStatus: status as MarketplaceSubscription['saasSubscriptionStatus'],
      term: { termUnit: text((s.term as Record<string, unknown> | undefined)?.termUnit) },
      beneficiary: { emailId: text((s.beneficiary as Record<string, unknown> | undefined)?.emailId) },
    },
    ...(typeof body.partnerName === 'string' ? { partnerName: body.partnerName } : {}),
    ...(typeof body.firstName === 'string' ? { firstName: body.firstName } : {}),
  };
}

export async function listPlans(base: string, subscriptionId: string): Promise<MarketplacePlan[]> {
  const res = await call(base, `/subscriptions/${encodeURIComponent(subscriptionId)}/plans`, { method: 'GET' });
  if (!res.ok) throw unavailable(`HTTP ${res.status}.`);
  const plans = (await json(res)).plans;
  if (!Array.isArray(plans)) throw unavailable('it listed no plans.');
  return plans
    .filter((p): p is Record<string, unknown> => !!p && typeof p === 'object' && typeof (p as Record<string, unknown>).planId === 'string')
    .map(p => ({
      planId: text(p.planId),
      name: text(p.name, text(p.planId)),
      includes: texts(p.includes),
      additional: texts(p.additional),
      notes: texts(p.notes),
      cost: Object.fromEntries(Object.entries((p.cost ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
    }));
}

/** Starts a pending subscription ('activate') or changes an active one's plan ('plan'). */
export async function fulfil(base: string, subscriptionId: string, action: 'activate' | 'plan', planId: string): Promise<void> {
  const res = await call(base, `/subscriptions/${encodeURIComponent(subscriptionId)}/${action}`, { method: 'POST', body: { planId } });
  if (!res.ok) throw unavailable(`HTTP ${res.status}.`);
}
