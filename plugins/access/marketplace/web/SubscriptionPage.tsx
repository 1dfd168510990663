/**
 * Marketplace authenticated (spec 000 §4 Marketplace subscription): 0 authenticate, 1 authenticating, 2 select plan,
 * 3 client setup (pending subscriptions only), 4 confirm, 5/6 activating, 7 activated, 8 fatal error with try again.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  isPending,
  listedPlans,
  MARKETPLACE_MESSAGES,
  MARKETPLACE_PATHS,
  MARKETPLACE_STEPS as STEP,
  marketplaceClientNameNote,
  marketplaceClientSchema,
  STEP_AFTER_FATAL,
  stepAfterPlan,
  stepBackFromConfirm,
  type MarketplaceActivation,
  type MarketplaceActivationResult,
  type MarketplaceContext,
  type MarketplacePlan,
  type MarketplaceStep,
} from '@fathom/sdk/api';
import { ApiClient, useService } from '@fathom/sdk/web';
import { ActionButton } from '@fathom/sdk/web/ui/controls';
import { FormField } from '@fathom/sdk/web/ui/FormField';
import { LoginLayout } from '@fathom/sdk/web/ui/PublicPageLayout';
import { marketplaceFailure } from './failure';
import './marketplace.css';

interface ClientSetup {
  clientName: string;
  clientEmail: string;
}

const TERMS: Record<string, string> = { P1M: 'month', P1Y: 'year', P3Y: '3 years' };
const termName = (unit: string) => TERMS[unit] ?? unit;

function PlanCard({ plan, term, chosen, onChoose }: { plan: MarketplacePlan; term: string; chosen: boolean; onChoose: () => void }) {
  const costs = plan.cost[term] ? [[term, plan.cost[term]]] : Object.entries(plan.cost);
  return (
    <label className={`fx-msmp__plan${chosen ? ' is-chosen' : ''}`} data-testid={`msmp-plan-${plan.planId}`}>
      <input type="radio" name="plan" checked={chosen} onChange={onChoose} />
      <span className="fx-msmp__plan-body">
        <strong className="fx-msmp__plan-name">{plan.name}</strong>
        {costs.map(([unit, cost]) => (
          <span key={unit} className="fx-msmp__plan-cost">
            {cost} per {termName(unit)}
          </span>
        ))}
        {plan.includes.length > 0 && (
          <ul className="fx-msmp__list">
            {plan.includes.map(i => (
              <li key={i}>
                <span className="pi pi-check" aria-hidden="true" /> {i}
              </li>
            ))}
          </ul>
        )}
        {plan.additional.length > 0 && (
          <ul className="fx-msmp__list is-additional">
            {plan.additional.map(i => (
              <li key={i}>
                <span className="pi pi-plus" aria-hidden="true" /> {i}
              </li>
            ))}
          </ul>
        )}
        {plan.notes.map(n => (
          <small key={n} className="fx-msmp__note">
            {n}
          </small>
        ))}
      </span>
    </label>
  );
}

function Steps({ step, pending }: { step: MarketplaceStep; pending: boolean }) {
  const shown: [string, MarketplaceStep][] = [
    ['Plan', STEP.selectPlan],
    ...(pending ? ([['Organisation', STEP.clientSetup]] as [string, MarketplaceStep][]) : []),
    ['Confirm', STEP.confirm],
    ['Done', STEP.activated],
  ];
  return (
    <ol className="fx-msmp__steps" aria-label="Steps">
      {shown.map(([label, at]) => (
        <li key={label} className={step === at ? 'is-current' : step > at ? 'is-done' : ''} aria-current={step === at ? 'step' : undefined}>
          {label}
        </li>
      ))}
    </ol>
  );
}

function resultText(r: MarketplaceActivationResult): string {
  switch (r.disposition) {
    case 'email':
      return `Your organisation is set up. We sent an invitation to ${r.email}: follow its link to choose your password and sign in.`;
    case 'pending':
      return `Your organisation is set up. Its administrator (${r.email}) will receive an invitation once the platform's administrators send it.`;
    case 'activated':
      return "Your subscription is active. Sign in to start; a new organisation's administrator first follows the invitation they received.";
    case 'changed':
      return `Your plan has changed. ${MARKETPLACE_MESSAGES.changesTakeTime}`;
    case 'nochange':
      return 'Your subscription already has this plan; nothing changed.';
  }
}

export default function SubscriptionPage() {
  const api = useService(ApiClient);
  const navigate = useNavigate();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [step, setStep] = useState<MarketplaceStep>(STEP.authenticate);
  const [context, setContext] = useState<MarketplaceContext | null>(null);
  const [planId, setPlanId] = useState('');
  const [result, setResult] = useState<MarketplaceActivationResult | null>(null);
  const [failure, setFailure] = useState<{ name: string; message: string } | null>(null);
  const form = useForm<ClientSetup>({ resolver: yupResolver(marketplaceClientSchema), defaultValues: { clientName: '', clientEmail: '' }, mode: 'onTouched' });
  const {
    register,
    watch,
    getValues,
    reset,
    formState: { errors },
  } = form;

  const fail = (e: unknown) => {
    setFailure(marketplaceFailure(e));
    setStep(STEP.fatal);
  };

  const authenticate = useCallback(() => {
    setStep(STEP.authenticating);
    if (!token) {
      setFailure({ name: 'MarketplaceTokenRefused', message: 'The marketplace link holds no subscription token. Open it again from the marketplace.' });
      setStep(STEP.fatal);
      return;
    }
    api
      .get<MarketplaceContext>(MARKETPLACE_PATHS.authenticate, { token }, { suppressError: true })
      .then(ctx => {
        setContext(ctx);
        setPlanId(listedPlans(ctx).some(p => p.planId === ctx.subscription.planId) ? ctx.subscription.planId : (listedPlans(ctx)[0]?.planId ?? ''));
        reset({ clientName: '', clientEmail: ctx.subscription.beneficiary.emailId });
        setStep(STEP.selectPlan);
      })
      .catch(fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, token, reset]);

  useEffect(() => {
    if (step === STEP.authenticate) authenticate();
  }, [step, authenticate]);

  const activate = () => {
    if (!context) return;
    setStep(STEP.activate);
    const setup = isPending(context.subscription) ? getValues() : {};
    const payload: MarketplaceActivation = { token, context, planId, ...setup };
    setStep(STEP.activating);
    api
      .post<MarketplaceActivationResult>(MARKETPLACE_PATHS.activate, payload, { suppressError: true })
      .then(r => {
        setResult(r);
        setStep(STEP.activated);
      })
      .catch(fail);
  };

  const pending = isPending(context?.subscription);
  const plan = context?.plans.find(p => p.planId === planId);
  const nameNote = marketplaceClientNameNote(watch('clientName') ?? '');

  return (
    <LoginLayout>
      <div className="fx-msmp" data-testid="msmp-page" data-step={step}>
        <h1 className="fx-login__heading">Your subscription</h1>
        {context && (
          <p className="fx-login__sub">
            {context.firstName ? `Welcome, ${context.firstName}. ` : ''}
            {context.subscription.name}
            {context.partnerName ? ` · through ${context.partnerName}` : ''}
          </p>
        )}
        {context && step >= STEP.selectPlan && step <= STEP.activated && <Steps step={step} pending={pending} />}

        {(step === STEP.authenticate || step === STEP.authenticating) && (
          <p className="fx-login__sub" role="status">
            <span className="pi pi-spin pi-spinner" aria-hidden="true" /> Checking your subscription with the marketplace…
          </p>
        )}

        {step === STEP.selectPlan && context && (
          <form
            className="fx-form"
            aria-label="Select plan"
            onSubmit={e => {
              e.preventDefault();
              if (planId) setStep(stepAfterPlan(context.subscription));
            }}
          >
            <h2 className="fx-msmp__title">Choose a plan</h2>
            <div className="fx-msmp__plans" role="radiogroup" aria-label="Plans">
              {listedPlans(context).map(p => (
                <PlanCard key={p.planId} plan={p} term={context.subscription.term.termUnit} chosen={p.planId === planId} onChoose={() => setPlanId(p.planId)} />
              ))}
            </div>
            {!pending && <small className="fx-msmp__note">{MARKETPLACE_MESSAGES.changesTakeTime}</small>}
            <ActionButton type="submit" label="Next" disabled={!planId} className="fx-form__submit" />
          </form>
        )}

        {step === STEP.clientSetup && context && (
          <form className="fx-form" aria-label="Organisation" noValidate onSubmit={form.handleSubmit(() => setStep(STEP.confirm))}>
            <h2 className="fx-msmp__title">Set up your organisation</h2>
            <p className="fx-msmp__text">Its first administrator is invited at the e-mail address below.</p>
            <FormField label="Organisation name" field={register('clientName')} autoComplete="organization" error={errors.clientName?.message} />
            {nameNote && (
              <small className="fx-msmp__note" data-testid="msmp-name-note">
                {nameNote}
              </small>
            )}
            <FormField label="Administrator e-mail" type="email" field={register('clientEmail')} autoComplete="email" error={errors.clientEmail?.message} />
            <div className="fx-msmp__actions">
              <ActionButton label="Back" variant="outlined" onClick={() => setStep(STEP.selectPlan)} />
              <ActionButton type="submit" label="Next" />
            </div>
          </form>
        )}

        {step === STEP.confirm && context && plan && (
          <div className="fx-form" data-testid="msmp-confirm">
            <h2 className="fx-msmp__title">Confirm</h2>
            <dl className="fx-msmp__summary">
              <dt>Plan</dt>
              <dd>{plan.name}</dd>
              {pending && (
                <>
                  <dt>Organisation</dt>
                  <dd>{getValues('clientName').trim()}</dd>
                  <dt>Administrator</dt>
                  <dd>{getValues('clientEmail').trim()}</dd>
                </>
              )}
            </dl>
            {!pending && <small className="fx-msmp__note">{MARKETPLACE_MESSAGES.changesTakeTime}</small>}
            <div className="fx-msmp__actions">
              <ActionButton label="Back" variant="outlined" onClick={() => setStep(stepBackFromConfirm(context.subscription))} />
              <ActionButton label={pending ? 'Activate subscription' : 'Change plan'} onClick={activate} />
            </div>
          </div>
        )}

        {(step === STEP.activate || step === STEP.activating) && (
          <p className="fx-login__sub" role="status">
            <span className="pi pi-spin pi-spinner" aria-hidden="true" /> Activating your subscription…
          </p>
        )}

        {step === STEP.activated && result && (
          <div className="fx-form" role="status" data-testid="msmp-activated" data-disposition={result.disposition}>
            <h2 className="fx-msmp__title">
              <span className="pi pi-check-circle fx-msmp__ok" aria-hidden="true" /> All set
            </h2>
            <p className="fx-msmp__text">{resultText(result)}</p>
            <ActionButton label="Go to sign in" onClick={() => navigate(result.uri?.startsWith('/') ? result.uri : '/login')} className="fx-form__submit" />
          </div>
        )}

        {step === STEP.fatal && (
          <div className="fx-form">
            <div className="fx-form__error" role="alert" data-testid="msmp-error">
              <strong>{failure?.name}</strong>: {failure?.message}
            </div>
            <ActionButton
              label="Try again"
              icon="pi pi-refresh"
              onClick={() => setStep(context ? STEP_AFTER_FATAL : STEP.authenticate)}
              className="fx-form__submit"
            />
          </div>
        )}
      </div>
    </LoginLayout>
  );
}
