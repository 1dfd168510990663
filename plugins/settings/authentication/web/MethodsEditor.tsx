/**
 * The sign-in methods of one node (PID_AUTHENTICATION): inherited, or its own list (at least one). Each method
 * is a provider, a title for the sign-in page, and the provider plugin's own form of its parameters. Secrets
 * are never shown: the form says which are set, and an empty field keeps them.
 */
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiClient,
  AuthProviders,
  NotificationService,
  useContributions,
  useService,
  type AuthProviderContribution,
  type SignInMethodFormProps,
} from '@fathom/sdk/web';
import { CheckboxField, TextField } from '@fathom/sdk/web/ui/SettingsFields';
import { API_PATHS, authenticationSettingsSchema, type AuthenticationProperty, type SignInMethod, type TreeObject } from '@fathom/sdk/api';

const PID = 'PID_AUTHENTICATION';
const formCache = new Map<string, ComponentType<SignInMethodFormProps>>();
function formOf(c: AuthProviderContribution): ComponentType<SignInMethodFormProps> | null {
  if (!c.settingsForm) return null;
  let F = formCache.get(c.provider);
  if (!F) {
    F = lazy(c.settingsForm);
    formCache.set(c.provider, F);
  }
  return F;
}

/** 'property.values[1].parameters.url' → { index: 1, field: 'url' }; 'property.values[0].title' → { index: 0, field: '$title' }. */
export function errorTarget(path: string | undefined): { index: number; field: string } | null {
  const m = /^property\.values\[(\d+)\]\.(?:parameters\.?(.*)|(title|provider))$/.exec(path ?? '');
  if (!m) return null;
  return { index: Number(m[1]), field: m[3] ? `$${m[3]}` : m[2] || '$parameters' };
}

interface Draft {
  inherited: boolean;
  values: SignInMethod[];
}

export function MethodsEditor({ node }: { node: Pick<TreeObject, 'objectId' | 'name'> }) {
  const api = useService(ApiClient);
  const notify = useService(NotificationService);
  const queryClient = useQueryClient();
  const providers = useContributions(AuthProviders).filter(p => p.settingsForm);
  const key = ['property', node.objectId, PID];
  const current = useQuery({ queryKey: key, queryFn: () => api.getProperty<AuthenticationProperty>(node.objectId, PID) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<{ section?: string; methods: Record<number, Record<string, string>> }>({ methods: {} });
  const [saving, setSaving] = useState(false);
  const shown: Draft | null = draft ?? (current.data ? { inherited: current.data.inherited, values: current.data.values } : null);
  const providerOf = useMemo(() => new Map(providers.map(p => [p.provider, p])), [providers]);

  if (current.isPending) return <i className="pi pi-spin pi-spinner" aria-label="Loading the sign-in methods" />;
  if (current.isError || !shown) return <p role="alert">The sign-in methods of {node.name} could not be read.</p>;
  const data = current.data!;
  const edit = (next: Draft) => setDraft(next);
  const setMethod = (i: number, m: SignInMethod) => edit({ ...shown, values: shown.values.map((x, j) => (j === i ? m : x)) });
  const add = (provider: string) => {
    const c = providerOf.get(provider)!;
    edit({ ...shown, values: [...shown.values, { provider, title: c.title, parameters: { ...(c.defaults ?? {}) }, secretsSet: [] }] });
  };

  const save = async () => {
    setErrors({ methods: {} });
    try {
      await authenticationSettingsSchema.validate(shown, { abortEarly: true });
    } catch (e) {
      const err = e as { message: string; path?: string };
      const t = errorTarget(`property.${err.path}`);
      setErrors(t ? { methods: { [t.index]: { [t.field]: err.message } } } : { section: err.message, methods: {} });
      return;
    }
    setSaving(true);
    try {
      const values = shown.values.map(({ secretsSet: _s, ...m }) => m);
      await api.post(
        API_PATHS.property,
        { objectId: node.objectId, propertyId: PID, property: { inherited: shown.inherited, values } },
        { suppressError: true },
      );
      await queryClient.invalidateQueries({ queryKey: key });
      setDraft(null);
      notify.success('Changes saved');
    } catch (e) {
      const err = e as Error & { detail?: { field?: string } };
      const t = errorTarget(err.detail?.field);
      setErrors(t ? { methods: { [t.index]: { [t.field]: err.message } } } : { section: err.message, methods: {} });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-label={`Sign-in methods of ${node.name}`} data-testid="authentication-methods" style={{ display: 'grid', gap: '1rem' }}>
      <h3 style={{ margin: 0 }}>Sign-in methods of {node.name}</h3>
      {!data.isTop || shown.inherited ? (
        <CheckboxField
          label={`Inherit from ${data.inheritedFromName}`}
          checked={shown.inherited}
          onChange={v => edit({ ...shown, inherited: v })}
          hint="Platform accounts can always sign in; the methods below are offered in addition."
        />
      ) : null}
      {shown.inherited ? (
        <div>
          {data.inheritedValues.length === 0 ? (
            <p style={{ margin: 0 }}>No methods beyond the platform's own accounts are inherited.</p>
          ) : (
            <ul style={{ margin: 0 }}>
              {data.inheritedValues.map(m => (
                <li key={m.id}>
                  {m.title} ({providerOf.get(m.provider)?.title ?? m.provider})
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <>
          {shown.values.map((m, i) => {
            const c = providerOf.get(m.provider);
            const Form = c ? formOf(c) : null;
            const errs = errors.methods[i] ?? {};
            return (
              <article
                key={m.id ?? `new-${i}`}
                aria-label={m.title || `Method ${i + 1}`}
                style={{ border: '1px solid var(--surface-border, #e2e8f0)', borderRadius: 8, padding: '1rem', display: 'grid', gap: '0.9rem' }}
              >
                <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'end' }}>
                  <span className="p-tag" style={{ alignSelf: 'end', marginBottom: '0.55rem' }}>
                    <i className={`${c?.icon ?? 'pi pi-key'}`} aria-hidden="true" style={{ marginRight: '0.35rem' }} />
                    {c?.title ?? m.provider}
                  </span>
                  <div style={{ flex: 1 }}>
                    <TextField label="Title on the sign-in page" value={m.title} onChange={title => setMethod(i, { ...m, title })} error={errs.$title} />
                  </div>
                  <button
                    type="button"
                    className="p-button p-component p-button-text p-button-danger"
                    aria-label={`Remove ${m.title}`}
                    onClick={() => edit({ ...shown, values: shown.values.filter((_, j) => j !== i) })}
                  >
                    <span className="p-button-icon pi pi-trash" aria-hidden="true" />
                  </button>
                </div>
                {errs.$parameters && (
                  <small role="alert" style={{ color: '#dc2626' }}>
                    {errs.$parameters}
                  </small>
                )}
                {Form ? (
                  <Suspense fallback={<i className="pi pi-spin pi-spinner" />}>
                    <Form
                      provider={m.provider}
                      parameters={m.parameters}
                      secretsSet={m.secretsSet ?? []}
                      errors={errs}
                      onChange={parameters => setMethod(i, { ...m, parameters })}
                    />
                  </Suspense>
                ) : (
                  <p>The {m.provider} provider is not part of this console.</p>
                )}
              </article>
            );
          })}
          <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
            <span>Add:</span>
            {providers.map(p => (
              <button key={p.provider} type="button" className="p-button p-component p-button-outlined p-button-sm" onClick={() => add(p.provider)}>
                <span className={`p-button-icon p-button-icon-left ${p.icon ?? 'pi pi-plus'}`} aria-hidden="true" />
                <span className="p-button-label">{p.title}</span>
              </button>
            ))}
          </div>
        </>
      )}
      {errors.section && (
        <div role="alert" className="fx-form__error">
          {errors.section}
        </div>
      )}
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <button type="button" className="p-button p-component" disabled={!draft || saving} onClick={() => void save()} data-testid="authentication-save">
          <span className={`p-button-icon p-button-icon-left pi ${saving ? 'pi-spin pi-spinner' : 'pi-check'}`} aria-hidden="true" />
          <span className="p-button-label">Save</span>
        </button>
        {draft && (
          <button type="button" className="p-button p-component p-button-text" onClick={() => (setDraft(null), setErrors({ methods: {} }))}>
            <span className="p-button-label">Discard changes</span>
          </button>
        )}
      </div>
    </section>
  );
}
