/**
 * Cloud-marketplace subscription (spec 000 §3, §4, §5, §7): the context the marketplace's token resolves to, the
 * activation payload and result, the step flow of /msmp-authenticated and the client-setup rules. Shared by the
 * console's pages and the server's routes.
 */
import * as yup from 'yup';
import { MESSAGES } from './validation';
import { ORGANISATION_NAME, organisationNameNote } from './people';

export const MARKETPLACE_STATUSES = ['NotStarted', 'PendingFulfillmentStart', 'Subscribed', 'Suspended', 'Unsubscribed'] as const;
export type MarketplaceStatus = (typeof MARKETPLACE_STATUSES)[number];

export interface MarketplacePlan {
  planId: string;
  name: string;
  includes: string[];
  additional: string[];
  notes: string[];
  /** Cost per term unit, e.g. { P1M: '100 USD' }. */
  cost: Record<string, string>;
}
export interface MarketplaceSubscription {
  name: string;
  planId: string;
  saasSubscriptionStatus: MarketplaceStatus;
  term: { termUnit: string };
  beneficiary: { emailId: string };
}
export interface MarketplaceContext {
  subscription: MarketplaceSubscription;
  plans: MarketplacePlan[];
  partnerName?: string;
  firstName?: string;
}
export interface MarketplaceActivation {
  /** The marketplace's token the subscriber arrived with; the server resolves it again and trusts only that. */
  token: string;
  context: MarketplaceContext;
  planId: string;
  clientName?: string;
  clientEmail?: string;
}
export const MARKETPLACE_DISPOSITIONS = ['activated', 'nochange', 'changed', 'pending', 'email'] as const;
export type MarketplaceDisposition = (typeof MARKETPLACE_DISPOSITIONS)[number];
export interface MarketplaceActivationResult {
  disposition: MarketplaceDisposition;
  uri?: string;
  email?: string;
}
/** Marketplace info (the landing page's call): the state to carry and the client address to go to. */
export interface MarketplaceInfo {
  state: Record<string, string>;
  client_url: string;
}

/** Console pages and API paths of the flow (all public). */
export const MARKETPLACE_PAGES = { landing: '/msmp-landing', authenticated: '/msmp-authenticated' } as const;
export const MARKETPLACE_PATHS = {
  /** GET ?token=: the landing page's call; answers MarketplaceInfo. */
  info: '/msmp/getInfo',
  /** GET ?token=: the context the token resolves to (subscription and plans). */
  authenticate: '/msmp/authenticate',
  /** POST MarketplaceActivation: answers MarketplaceActivationResult. */
  activate: '/msmp/activate',
} as const;
export const MARKETPLACE_ERROR_NAMES = {
  notConfigured: 'MarketplaceNotConfigured',
  tokenRefused: 'MarketplaceTokenRefused',
  unavailable: 'MarketplaceUnavailable',
  notActive: 'SubscriptionNotActive',
} as const;
export const marketplaceTokenSchema = yup.object({ token: yup.string().trim().required(MESSAGES.required).max(4096, MESSAGES.max(4096)) });
export const marketplaceActivationSchema = yup.object({
  token: yup.string().trim().required(MESSAGES.required).max(4096, MESSAGES.max(4096)),
  planId: yup.string().trim().required(MESSAGES.required).max(256, MESSAGES.max(256)),
  clientName: yup.string().optional().max(256, MESSAGES.max(256)),
  clientEmail: yup.string().optional().max(256, MESSAGES.max(256)),
  context: yup.object().optional(),
});

/** Steps of /msmp-authenticated (spec 000 §4). */
export const MARKETPLACE_STEPS = {
  authenticate: 0,
  authenticating: 1,
  selectPlan: 2,
  clientSetup: 3,
  confirm: 4,
  activate: 5,
  activating: 6,
  activated: 7,
  fatal: 8,
} as const;
export type MarketplaceStep = (typeof MARKETPLACE_STEPS)[keyof typeof MARKETPLACE_STEPS];

export const MARKETPLACE_MESSAGES = {
  noConnection: 'Unable to connect to server',
  changesTakeTime: 'Subscription changes may take about 30 minutes.',
} as const;

export const isPending = (s: MarketplaceSubscription | undefined) => s?.saasSubscriptionStatus === 'PendingFulfillmentStart';

/** Selecting a plan goes to client setup when the subscription is pending, otherwise to confirm. */
export function stepAfterPlan(s: MarketplaceSubscription): MarketplaceStep {
  return isPending(s) ? MARKETPLACE_STEPS.clientSetup : MARKETPLACE_STEPS.confirm;
}
/** Back from confirm goes to client setup when pending, otherwise to plan selection. */
export function stepBackFromConfirm(s: MarketplaceSubscription): MarketplaceStep {
  return isPending(s) ? MARKETPLACE_STEPS.clientSetup : MARKETPLACE_STEPS.selectPlan;
}
/** Try again on the fatal step returns to plan selection. */
export const STEP_AFTER_FATAL: MarketplaceStep = MARKETPLACE_STEPS.selectPlan;

/** When pending only the subscription's own plan is listed. */
export function listedPlans(ctx: MarketplaceContext): MarketplacePlan[] {
  return isPending(ctx.subscription) ? ctx.plans.filter(p => p.planId === ctx.subscription.planId) : ctx.plans;
}

/** The note under the client name (not an error): other characters than letters, digits or hyphen. */
export const marketplaceClientNameNote = organisationNameNote;

/** Client setup (spec 000 §5 Marketplace): clientName required, non-blank, 5 to 32; clientEmail required and valid. */
export const marketplaceClientSchema = yup.object({
  clientName: yup
    .string()
    .required(MESSAGES.required)
    .test('not-blank', MESSAGES.required, v => !!v && v.trim().length > 0)
    .test('min', MESSAGES.min(ORGANISATION_NAME.min), v => !v || !v.trim() || v.trim().length >= ORGANISATION_NAME.min)
    .test('max', MESSAGES.max(ORGANISATION_NAME.max), v => !v || v.trim().length <= ORGANISATION_NAME.max),
  clientEmail: yup.string().trim().required(MESSAGES.required).email(MESSAGES.email),
});
