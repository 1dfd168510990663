/**
 * Policy → Encryption: the node's key for stored copies (PID_ENCRYPTION: its name and hash). A new key is a name
 * and a passphrase (or a generated one), checked by POST /encryption/validate, which answers the key wrapped by
 * the platform's master key; that token is saved, the passphrase never is.
 */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ApiError } from '@fathom/sdk/api';
import {
  ENCRYPTION_PATHS,
  encryptionValidateSchema,
  type EncryptionGenerateAnswer,
  type EncryptionKeyInfo,
  type EncryptionKeySet,
  type EncryptionValidateAnswer,
} from '@fathom/sdk/api/encryption';
import { ApiClient, NotificationService, useService, type TabProps } from '@fathom/sdk/web';
import { ErrorText } from '../sources/ErrorText';
import { usePropertyRead, usePropertySave } from '../sources/useNodeProperties';

export const KEY_SAVED = 'Encryption key saved';

function fieldErrors(name: string, passphrase: string): Record<string, string> {
  try {
    encryptionValidateSchema.validateSync({ name, passphrase }, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as { inner?: { path?: string; message: string }[] }).inner ?? [])
      if (inner.path && !out[inner.path]) out[inner.path] = inner.message;
    return out;
  }
}

export function EncryptionEditor({ node }: TabProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const current = usePropertyRead<EncryptionKeyInfo>(node.objectId, 'PID_ENCRYPTION');
  const save = usePropertySave<EncryptionKeySet>(node.objectId, 'PID_ENCRYPTION', { cached: (_v, answer) => answer });
  const [name, setName] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [shown, setShown] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = tried ? fieldErrors(name, passphrase) : {};

  async function generate() {
    const answer = await api.get<EncryptionGenerateAnswer>(ENCRYPTION_PATHS.generate);
    setPassphrase(answer.passphrase);
    setShown(true); // a generated passphrase is shown once, so it can be written down
  }

  async function submit() {
    setTried(true);
    if (Object.keys(fieldErrors(name, passphrase)).length) return;
    setBusy(true);
    try {
      const key = await api.post<EncryptionValidateAnswer>(ENCRYPTION_PATHS.validate, { name, passphrase }, { suppressError: true });
      await save.mutateAsync({ name: key.name, hash: key.hash, token: key.token });
      notifications.success(KEY_SAVED);
      setName('');
      setPassphrase('');
      setShown(false);
      setTried(false);
    } catch (e) {
      notifications.error(e instanceof ApiError ? e.message : (e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="policy-encryption" style={{ display: 'grid', gap: '1rem', maxWidth: '46rem' }}>
      <h3 style={{ margin: 0 }}>Encryption of {node.name}</h3>
      <section data-testid="encryption-current" style={{ padding: '0.75rem', borderRadius: 6, background: 'var(--surface-100, #f1f5f9)' }}>
        {current.isLoading ? (
          'Loading…'
        ) : current.data ? (
          <>
            Stored copies are encrypted with the key <strong>{current.data.name}</strong> (fingerprint <code>{current.data.hash}</code>).
          </>
        ) : (
          'No key is set: targets that encrypt refuse to store copies until one is.'
        )}
      </section>
      <form
        data-testid="encryption-form"
        onSubmit={e => {
          e.preventDefault();
          void submit();
        }}
        style={{ display: 'grid', gap: '0.75rem' }}
      >
        <strong>{current.data ? 'Replace the key' : 'Set a key'}</strong>
        <div style={{ display: 'grid', gap: '0.25rem' }}>
          <label htmlFor="encryption-name">Name</label>
          <InputText
            id="encryption-name"
            value={name}
            invalid={!!errors.name}
            aria-describedby="encryption-name-error"
            onChange={e => setName(e.target.value)}
          />
          <ErrorText id="encryption-name-error" message={errors.name} />
        </div>
        <div style={{ display: 'grid', gap: '0.25rem' }}>
          <label htmlFor="encryption-passphrase">Passphrase</label>
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto', gap: '0.5rem' }}>
            <InputText
              id="encryption-passphrase"
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              value={passphrase}
              invalid={!!errors.passphrase}
              aria-describedby="encryption-passphrase-error"
              onChange={e => setPassphrase(e.target.value)}
            />
            <Button type="button" label={shown ? 'Hide' : 'Show'} text onClick={() => setShown(s => !s)} />
            <Button type="button" label="Generate" icon="pi pi-refresh" outlined onClick={() => void generate()} data-testid="encryption-generate" />
          </div>
          <ErrorText id="encryption-passphrase-error" message={errors.passphrase} />
          <small>Keep the passphrase safe: stored copies open only with it (fathom decrypt). The platform keeps the key wrapped, never the passphrase.</small>
        </div>
        <div>
          <Button type="submit" label="Save key" icon="pi pi-check" loading={busy} data-testid="encryption-save" />
        </div>
      </form>
    </div>
  );
}
