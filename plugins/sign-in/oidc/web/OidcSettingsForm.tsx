/** An identity provider's parameters: issuer (a preset fills it), client id and secret, scopes, provisioning. */
import type { SignInMethodFormProps } from '@fathom/sdk/web';
import { CheckboxField, PermissionCodesField, SecretField, TextField } from '@fathom/sdk/web/ui/SettingsFields';
import { LOGIN_AUTO_PATH } from '@fathom/sdk/api';
import { OIDC_PRESETS, presetIssuer, type OidcProviderName } from '../api';

export default function OidcSettingsForm({ provider, parameters, secretsSet, onChange, errors }: SignInMethodFormProps) {
  const name = (provider in OIDC_PRESETS ? provider : 'oauth2') as OidcProviderName;
  const preset = OIDC_PRESETS[name];
  const text = (k: string) => (typeof parameters[k] === 'string' ? (parameters[k] as string) : '');
  const set = (k: string) => (v: unknown) => onChange({ ...parameters, [k]: v });
  const codes = Array.isArray(parameters.defaultCodes) ? (parameters.defaultCodes as string[]) : ['get'];
  const needsTenant = preset.issuer.includes('{tenant}');
  return (
    <div style={{ display: 'grid', gap: '0.9rem' }} data-testid="oidc-settings">
      {needsTenant && (
        <TextField
          label="Tenant"
          value={text('tenant')}
          onChange={v => onChange({ ...parameters, tenant: v, issuer: presetIssuer(name, v) })}
          error={errors.tenant}
          placeholder="contoso.onmicrosoft.com or the tenant id"
        />
      )}
      <TextField
        label="Issuer"
        value={text('issuer')}
        onChange={set('issuer')}
        error={errors.issuer}
        placeholder="https://idp.example.com"
        hint={name === 'oauth2' ? 'The OpenID Connect issuer; its discovery document is read from it.' : `Filled by the ${preset.title} preset.`}
      />
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.9rem' }}>
        <TextField label="Client ID" value={text('clientId')} onChange={set('clientId')} error={errors.clientId} />
        <SecretField
          label="Client secret"
          value={text('clientSecret')}
          onChange={set('clientSecret')}
          error={errors.clientSecret}
          isSet={secretsSet.includes('clientSecret')}
        />
      </div>
      <TextField
        label="Scopes"
        value={text('scopes')}
        onChange={set('scopes')}
        error={errors.scopes}
        hint="openid and email are needed: users are matched by e-mail."
      />
      <TextField label="Redirect URI to register with the provider" value={`${window.location.origin}${LOGIN_AUTO_PATH}`} onChange={() => undefined} readOnly />
      <CheckboxField
        label="Create users on their first sign-in"
        checked={parameters.provisionUsers !== false}
        onChange={set('provisionUsers')}
        hint="Otherwise only users of this client whose e-mail matches may sign in."
      />
      {parameters.provisionUsers !== false && (
        <PermissionCodesField label="Permissions of a new user" value={codes} onChange={set('defaultCodes')} error={errors.defaultCodes} />
      )}
    </div>
  );
}
