/**
 * The installer form (spec 000 §4 Installer dialog): a new device under `parent`, or a new package for `device`
 * (reinstall). Platform defaults to the browser's system and resets the folders when changed; web installers
 * are refused on an air-gapped platform; when the licence's aggregator limit is reached, adding an aggregator
 * shows the upgrade notice and every field and the download are disabled. The package is saved under the name
 * the server gives it.
 */
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ApiClient, NotificationService, TreeService, useService } from '@fathom/sdk/web';
import {
  DEFAULT_INSTALLER_FILE,
  INSTALLER_PATHS,
  osOfUserAgent,
  SERVER_DB_CLASSES,
  UPGRADE_LICENCE_NOTICE,
  type InstallerInfo,
  type TreeObject,
} from '@fathom/sdk/api';
import { changed, errorsOf, initialValues, toRequest, usesServerDatabase, type InstallerValues } from './values';
import { SELECT_STYLE } from '@fathom/sdk/web/ui/select-style';

const INPUT = 'p-inputtext p-component';
export const CLASS_LABELS: Record<string, string> = { appliance: 'Aggregator', appagt: 'Aggregator-collector', agent: 'Collector' };
const OS_LABELS: Record<string, string> = { windows: 'Windows', linux: 'Linux', osx: 'macOS' };

export interface InstallerFormProps {
  /** Adds a device of one of `classes` under this node. */
  parent?: TreeObject;
  classes?: string[];
  /** Makes a new package for this device (reinstall). */
  device?: TreeObject;
  onDone?(): void;
  onCancel?(): void;
}

/** Saves a downloaded file under its name. */
export function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function InstallerForm({ parent, classes = [], device, onDone, onCancel }: InstallerFormProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useService(TreeService);
  // Asked afresh at each opening: the count of aggregators changes as devices are added.
  const info = useQuery({ queryKey: ['installer-info'], queryFn: () => api.get<InstallerInfo>(INSTALLER_PATHS.info), staleTime: 0, gcTime: 0 });
  const airGapped = !!info.data?.airGapped;
  const os = useMemo(() => osOfUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent), []);
  const [values, setValues] = useState<InstallerValues>(() => initialValues(device?.classId ?? classes[0], os, false, device?.name ?? ''));
  const [touched, setTouched] = useState<Partial<Record<keyof InstallerValues, boolean>>>({});
  const [busy, setBusy] = useState(false);
  // Ids unique per form: the tab's form and a dialog's may be on the page together.
  const uid = useId();
  const idOf = (f: keyof InstallerValues) => `installer-${f}${uid}`;
  const [failure, setFailure] = useState<string | null>(null);
  // The type follows the platform's air-gapped setting once it is known (offline there, web otherwise).
  useEffect(() => {
    if (airGapped) setValues(v => ({ ...v, installerType: 'offline' }));
  }, [airGapped]);

  const blocked = !device && SERVER_DB_CLASSES.includes(values.classId) && !!info.data?.limitReached;
  const disabled = blocked || busy || info.isPending;
  const errors = errorsOf(values);
  const shown = (f: keyof InstallerValues) => (touched[f] ? errors[f] : undefined);
  const set = (f: keyof InstallerValues) => (value: string) => {
    setValues(v => changed(v, f, value));
    setTouched(t => ({ ...t, [f]: true }));
  };

  async function download() {
    setTouched(Object.fromEntries(Object.keys(values).map(k => [k, true])));
    setFailure(null);
    if (Object.keys(errors).length > 0 || disabled) return;
    setBusy(true);
    try {
      const request = toRequest(values, device ? { objectId: device.objectId } : { parentId: parent!.objectId });
      const file = await api.download(device ? INSTALLER_PATHS.reinstall : INSTALLER_PATHS.getInstaller, request, { suppressError: true });
      save(file.blob, file.fileName ?? DEFAULT_INSTALLER_FILE);
      notifications.success(device ? 'Installer downloaded' : 'Object added');
      if (parent) await tree.expand(parent.objectId, true).catch(() => undefined);
      onDone?.();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const field = (f: keyof InstallerValues, label: string, input: ReactNode) => (
    <div className="fx-installer__field" style={{ display: 'grid', gap: '0.25rem', alignContent: 'start' }}>
      <label htmlFor={idOf(f)}>{label}</label>
      {input}
      {shown(f) && (
        <small role="alert" id={`${idOf(f)}-error`} style={{ color: 'var(--red-600, #dc2626)' }}>
          {shown(f)}
        </small>
      )}
    </div>
  );
  const text = (f: keyof InstallerValues, label: string, type = 'text') =>
    field(
      f,
      label,
      <InputText
        id={idOf(f)}
        type={type}
        value={values[f]}
        disabled={disabled || (f === 'name' && !!device)}
        invalid={!!shown(f)}
        onChange={e => set(f)(e.target.value)}
        aria-describedby={shown(f) ? `${idOf(f)}-error` : undefined}
      />,
    );

  return (
    <form
      className="fx-installer"
      data-testid="installer-form"
      onSubmit={e => {
        e.preventDefault();
        void download();
      }}
      style={{ display: 'grid', gap: '0.6rem', maxWidth: '44rem' }}
    >
      {blocked && (
        <div role="alert" className="p-message p-message-warn" data-testid="installer-limit" style={{ padding: '0.6rem 0.8rem' }}>
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {UPGRADE_LICENCE_NOTICE}
        </div>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: '0.6rem 1rem' }}>
        {!device &&
          classes.length > 1 &&
          field(
            'classId',
            'Device type',
            <select
              style={SELECT_STYLE}
              id={idOf('classId')}
              className={INPUT}
              value={values.classId}
              disabled={busy}
              onChange={e => set('classId')(e.target.value)}
            >
              {classes.map(c => (
                <option key={c} value={c}>
                  {CLASS_LABELS[c] ?? c}
                </option>
              ))}
            </select>,
          )}
        {text('name', 'Name')}
        {field(
          'installerType',
          'Installer type',
          <select
            style={SELECT_STYLE}
            id={idOf('installerType')}
            className={INPUT}
            value={values.installerType}
            disabled={disabled}
            onChange={e => set('installerType')(e.target.value)}
          >
            <option value="web" disabled={airGapped}>
              Web{airGapped ? ' (not available: air-gapped)' : ''}
            </option>
            <option value="offline">Offline</option>
          </select>,
        )}
        {field(
          'ostype',
          'Platform',
          <select
            style={SELECT_STYLE}
            id={idOf('ostype')}
            className={INPUT}
            value={values.ostype}
            disabled={disabled}
            onChange={e => set('ostype')(e.target.value)}
          >
            {Object.entries(OS_LABELS).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>,
        )}
        {text('dirApp', 'Program folder')}
        {text('fulldir', 'Data folder')}
        {text('bindTo', 'Bind to address')}
        {text('workerPort', 'Port')}
        {usesServerDatabase(values.classId) && (
          <>
            {field(
              'dbDialect',
              'Database',
              <select
                style={SELECT_STYLE}
                id={idOf('dbDialect')}
                className={INPUT}
                value={values.dbDialect}
                disabled={disabled}
                onChange={e => set('dbDialect')(e.target.value)}
              >
                <option value="mysql">MySQL</option>
                <option value="postgres">PostgreSQL</option>
                <option value="mssql">SQL Server</option>
              </select>,
            )}
            {text('dbHost', 'Database host')}
            {text('dbPort', 'Database port')}
            {text('dbUser', 'Database user')}
            {text('dbPassword', 'Database password', 'password')}
          </>
        )}
        {text('certificateFile', 'Certificate file (optional)')}
        {text('certificatePassword', 'Certificate password', 'password')}
      </div>
      {failure && (
        <p role="alert" data-testid="installer-error" style={{ color: 'var(--red-600, #dc2626)', margin: 0 }}>
          {failure}
        </p>
      )}
      <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        {onCancel && <Button type="button" label="Cancel" outlined onClick={onCancel} disabled={busy} />}
        <Button type="submit" label="Download" icon="pi pi-download" disabled={disabled} loading={busy} />
      </div>
    </form>
  );
}
