/**
 * Administration › Activate: confirms a device with its activation code (POST /database/activate with objectId,
 * activationCode, password). The code is upper-cased and trimmed and must match the device pattern.
 */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ApiClient, NotificationService, TreeService, useService, type TabProps } from '@fathom/sdk/web';
import { INSTALLER_CLASSES, isValidActivationCode, MESSAGES, normaliseActivationCode, type TreeObject } from '@fathom/sdk/api';

export const ACTIVATE_PATH = '/database/activate';

export default function ActivateTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useService(TreeService);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isDevice = (INSTALLER_CLASSES as readonly string[]).includes(node.classId);
  const error = code.trim() === '' ? MESSAGES.required : isValidActivationCode(code) ? null : MESSAGES.activationCode;

  async function activate() {
    setTouched(true);
    setFailure(null);
    if (error || busy) return;
    setBusy(true);
    try {
      const body = { activationCode: normaliseActivationCode(code), password, ...(isDevice ? { objectId: node.objectId } : {}) };
      const done = await api.post<Pick<TreeObject, 'objectId' | 'name'>>(ACTIVATE_PATH, body, { suppressError: true });
      notifications.success('Device activated');
      await tree.refresh(done.objectId).catch(() => undefined);
      setCode('');
      setPassword('');
      setTouched(false);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      data-testid="activate-form"
      onSubmit={e => {
        e.preventDefault();
        void activate();
      }}
      style={{ display: 'grid', gap: '0.4rem', maxWidth: '26rem', padding: '0.5rem 0' }}
    >
      <p style={{ marginTop: 0 }}>
        {isDevice ? (
          <>
            Activate <strong>{node.name}</strong> with the code of its installer.
          </>
        ) : (
          <>Activate a device below {node.name} with the code of its installer.</>
        )}
      </p>
      <label htmlFor="activate-code">Activation code</label>
      <InputText
        id="activate-code"
        value={code}
        placeholder="AXXXX-XXXXX-XXXXX-XXXXX"
        invalid={touched && !!error}
        onChange={e => {
          setCode(e.target.value.toUpperCase());
          setTouched(true);
        }}
        aria-describedby="activate-code-error"
      />
      {touched && error && (
        <small id="activate-code-error" role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
          {error}
        </small>
      )}
      <label htmlFor="activate-password">Password (optional)</label>
      <InputText id="activate-password" type="password" value={password} onChange={e => setPassword(e.target.value)} />
      {failure && (
        <p role="alert" style={{ color: 'var(--red-600, #dc2626)', margin: 0 }}>
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" label="Activate" icon="pi pi-check" disabled={busy || (touched && !!error)} loading={busy} />
      </div>
    </form>
  );
}
