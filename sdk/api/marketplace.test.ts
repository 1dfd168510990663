import {
  listedPlans,
  MARKETPLACE_STEPS,
  marketplaceClientNameNote,
  marketplaceClientSchema,
  MESSAGES,
  STEP_AFTER_FATAL,
  stepAfterPlan,
  stepBackFromConfirm,
  type MarketplaceContext,
  type MarketplaceSubscription,
} from './index';
import { ORGANISATION_NAME_NOTE } from './people';

const subscription = (status: MarketplaceSubscription['saasSubscriptionStatus']): MarketplaceSubscription => ({
  name: 'Contoso subscription',
  planId: 'silver',
  saasSubscriptionStatus: status,
  term: { termUnit: 'P1M' },
  beneficiary: { emailId: 'buyer@contoso.test' },
});
const plan = (planId: string) => ({ planId, name: planId, includes: [], additional: [], notes: [], cost: { P1M: '10 USD' } });

function errors(value: Record<string, unknown>): Record<string, string> {
  try {
    marketplaceClientSchema.validateSync(value, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as { inner: { path: string; message: string }[] }).inner.map(i => [i.path, i.message]));
  }
}

describe('marketplace subscription (spec 000 §4, §5)', () => {
  it('goes to client setup after the plan only when the subscription is pending, and back the same way', () => {
    expect(stepAfterPlan(subscription('PendingFulfillmentStart'))).toBe(MARKETPLACE_STEPS.clientSetup);
    expect(stepAfterPlan(subscription('Subscribed'))).toBe(MARKETPLACE_STEPS.confirm);
    expect(stepBackFromConfirm(subscription('PendingFulfillmentStart'))).toBe(MARKETPLACE_STEPS.clientSetup);
    expect(stepBackFromConfirm(subscription('Suspended'))).toBe(MARKETPLACE_STEPS.selectPlan);
    expect(STEP_AFTER_FATAL).toBe(2);
  });

  it("lists only the subscription's own plan while it is pending", () => {
    const ctx: MarketplaceContext = { subscription: subscription('PendingFulfillmentStart'), plans: [plan('bronze'), plan('silver'), plan('gold')] };
    expect(listedPlans(ctx).map(p => p.planId)).toEqual(['silver']);
    expect(listedPlans({ ...ctx, subscription: subscription('Subscribed') }).map(p => p.planId)).toEqual(['bronze', 'silver', 'gold']);
  });

  it('checks the client name and e-mail, with a note (not an error) for other characters', () => {
    expect(errors({ clientName: '', clientEmail: '' })).toEqual({ clientName: MESSAGES.required, clientEmail: MESSAGES.required });
    expect(errors({ clientName: '     ', clientEmail: 'nope' })).toEqual({ clientName: MESSAGES.required, clientEmail: MESSAGES.email });
    expect(errors({ clientName: 'Ab', clientEmail: 'a@b.test' })).toEqual({ clientName: MESSAGES.min(5) });
    expect(errors({ clientName: 'x'.repeat(33), clientEmail: 'a@b.test' })).toEqual({ clientName: MESSAGES.max(32) });
    expect(errors({ clientName: 'Big Corp & Co!', clientEmail: 'a@b.test' })).toEqual({});
    expect(marketplaceClientNameNote('Big Corp & Co!')).toBe(ORGANISATION_NAME_NOTE);
    expect(marketplaceClientNameNote('Contoso-42')).toBeNull();
  });
});
