/** A company directory's parameters: address, service account (its password kept encrypted), where and how users are found, group → role. */
import type { SignInMethodFormProps } from '@fathom/sdk/web';
import { PermissionCodesField, SecretField, TextField } from '@fathom/sdk/web/ui/SettingsFields';
import type { PermissionCode } from '@fathom/sdk/api';
import type { GroupRole } from '../api';

export default function ActdirSettingsForm({ parameters, secretsSet, onChange, errors }: SignInMethodFormProps) {
  const text = (k: string) => (typeof parameters[k] === 'string' ? (parameters[k] as string) : '');
  const set = (k: string) => (v: unknown) => onChange({ ...parameters, [k]: v });
  const roles = (Array.isArray(parameters.groupRoles) ? parameters.groupRoles : []) as GroupRole[];
  const setRoles = (next: GroupRole[]) => onChange({ ...parameters, groupRoles: next });
  return (
    <div style={{ display: 'grid', gap: '0.9rem' }} data-testid="actdir-settings">
      <TextField label="Directory address" value={text('url')} onChange={set('url')} error={errors.url} placeholder="ldaps://directory.example.com:636" />
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.9rem' }}>
        <TextField
          label="Bind DN"
          value={text('bindDn')}
          onChange={set('bindDn')}
          error={errors.bindDn}
          placeholder="cn=reader,ou=services,dc=example,dc=com"
        />
        <SecretField
          label="Bind password"
          value={text('bindPassword')}
          onChange={set('bindPassword')}
          error={errors.bindPassword}
          isSet={secretsSet.includes('bindPassword')}
        />
      </div>
      <TextField label="Base DN" value={text('baseDn')} onChange={set('baseDn')} error={errors.baseDn} placeholder="dc=example,dc=com" />
      <TextField
        label="User filter"
        value={text('userFilter')}
        onChange={set('userFilter')}
        error={errors.userFilter}
        hint="{user} stands for the user id typed on the sign-in page; only people this filter finds may sign in."
      />
      {/^ldaps:/i.test(text('url')) && (
        <div style={{ display: 'grid', gap: '0.3rem' }}>
          <label htmlFor="actdir-ca" style={{ fontWeight: 500 }}>
            Certificate authority (PEM)
          </label>
          <textarea
            id="actdir-ca"
            className={`p-inputtextarea p-inputtext p-component${errors.caCertificate ? ' p-invalid' : ''}`}
            rows={3}
            value={text('caCertificate')}
            placeholder="-----BEGIN CERTIFICATE-----"
            onChange={e => set('caCertificate')(e.target.value)}
            style={{ fontFamily: 'monospace', fontSize: '0.85rem' }}
          />
          <small style={{ color: 'var(--text-color-secondary, #64748b)' }}>
            Only for a directory whose certificate an internal authority signed; empty: the system's authorities.
          </small>
          {errors.caCertificate && (
            <small role="alert" style={{ color: '#dc2626' }}>
              {errors.caCertificate}
            </small>
          )}
        </div>
      )}
      <section aria-label="Groups and roles" style={{ display: 'grid', gap: '0.6rem' }}>
        <strong>Groups and roles</strong>
        <small style={{ color: 'var(--text-color-secondary, #64748b)' }}>
          Members of a group (its DN or its cn) hold these permissions here; they are set again at every sign-in. A user in no listed group cannot sign in.
        </small>
        {roles.map((r, i) => (
          <div key={i} style={{ display: 'grid', gap: '0.5rem', padding: '0.75rem', border: '1px solid var(--surface-border, #e2e8f0)', borderRadius: 6 }}>
            <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'end' }}>
              <div style={{ flex: 1 }}>
                <TextField
                  label="Group"
                  value={r.group}
                  onChange={v => setRoles(roles.map((x, j) => (j === i ? { ...x, group: v } : x)))}
                  error={errors[`groupRoles[${i}].group`]}
                  placeholder="cn=fathom-admins,ou=groups,dc=example,dc=com"
                />
              </div>
              <button
                type="button"
                className="p-button p-component p-button-text p-button-danger"
                aria-label={`Remove group ${r.group || i + 1}`}
                onClick={() => setRoles(roles.filter((_, j) => j !== i))}
              >
                <span className="p-button-icon pi pi-trash" aria-hidden="true" />
              </button>
            </div>
            <PermissionCodesField
              label="Role: permissions"
              value={r.codes}
              onChange={(codes: PermissionCode[]) => setRoles(roles.map((x, j) => (j === i ? { ...x, codes } : x)))}
              error={errors[`groupRoles[${i}].codes`]}
            />
          </div>
        ))}
        <div>
          <button
            type="button"
            className="p-button p-component p-button-outlined p-button-sm"
            onClick={() => setRoles([...roles, { group: '', codes: ['get'] }])}
          >
            <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">Add a group</span>
          </button>
        </div>
      </section>
    </div>
  );
}
