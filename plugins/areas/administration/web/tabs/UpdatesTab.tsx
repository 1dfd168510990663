/**
 * Administration › Updates (spec 001 §2; root and platform): the platform's version, the update state, the slot
 * (no auto update, beta, preview, stable) and the newer versions the update feed offers in it; an administrator
 * schedules one at a time of their choice, or cancels the scheduled one (GET/PUT/POST/DELETE /update).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ApiClient, NotificationService, useService, type TabProps } from '@fathom/sdk/web';
import { formatDate } from '@fathom/sdk/api/format';
import {
  NO_FEED_MESSAGE,
  UPDATE_PATH,
  UPDATE_QUERY_KEY,
  UPDATE_SLOT_LABELS,
  UPDATE_SLOTS,
  UPDATE_STATE_LABELS,
  type FeedVersion,
  type UpdateSlot,
  type UpdateStatus,
} from '@fathom/sdk/api';
import { td, th } from '../people/Field';
import { SELECT_STYLE } from '@fathom/sdk/web/ui/select-style';

const INPUT = 'p-inputtext p-component';
const DEVICE_LABELS: Record<string, string> = {
  appliance: 'Aggregator',
  appagt: 'Aggregator-collector',
  agent: 'Collector',
  static_worker: 'Static worker',
};
const STATE_SEVERITY: Record<UpdateStatus['state'], string> = {
  upToDate: 'success',
  updateAvailable: 'info',
  updatePending: 'warning',
  upgrading: 'warning',
};
/** A datetime-local value for a time (local), and back. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

export default function UpdatesTab(_props: TabProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const queries = useQueryClient();
  const status = useQuery({ queryKey: UPDATE_QUERY_KEY, queryFn: () => api.get<UpdateStatus>(UPDATE_PATH) });
  const [busy, setBusy] = useState(false);
  const [when, setWhen] = useState(() => localInput(Date.now() + 60 * 60_000));

  async function change(call: () => Promise<UpdateStatus>, notice: string) {
    setBusy(true);
    try {
      queries.setQueryData(UPDATE_QUERY_KEY, await call());
      notifications.success(notice);
    } catch {
      // The api client shows the server's message.
    } finally {
      setBusy(false);
    }
  }
  const schedule = (v: FeedVersion) => {
    const at = new Date(when).getTime();
    void change(
      () => api.post<UpdateStatus>(UPDATE_PATH, { version: v.version, at: Number.isFinite(at) ? at : Date.now() }),
      `Update to ${v.version} scheduled`,
    );
  };

  const s = status.data;
  if (!s) return <p data-testid="updates-loading">{status.isError ? 'Software updates could not be read.' : 'Reading the update feed…'}</p>;
  return (
    <div data-testid="updates-tab" style={{ display: 'grid', gap: '1rem', maxWidth: '60rem' }}>
      <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <div>
          <div style={{ color: 'var(--text-color-secondary)' }}>Platform version</div>
          <strong data-testid="updates-current" style={{ fontSize: '1.3em' }}>
            {s.currentVersion}
          </strong>
        </div>
        <span data-testid="updates-state" className={`p-tag p-tag-${STATE_SEVERITY[s.state]}`}>
          {UPDATE_STATE_LABELS[s.state]}
        </span>
        <label style={{ display: 'grid', gap: '0.25rem', marginLeft: 'auto' }}>
          Update slot
          <select
            className={INPUT}
            data-testid="updates-slot"
            style={SELECT_STYLE}
            value={s.slot}
            disabled={busy}
            onChange={e => void change(() => api.put<UpdateStatus>(UPDATE_PATH, { slot: e.target.value as UpdateSlot }), 'Update slot saved')}
          >
            {UPDATE_SLOTS.map(slot => (
              <option key={slot} value={slot}>
                {UPDATE_SLOT_LABELS[slot]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!s.feed && (
        <p role="status" data-testid="updates-no-feed">
          {NO_FEED_MESSAGE}
        </p>
      )}
      {s.feedError && (
        <p role="alert" data-testid="updates-feed-error" style={{ color: 'var(--red-600, #dc2626)' }}>
          {s.feedError}
        </p>
      )}
      {s.scheduled && (
        <div
          className="p-message p-message-warn"
          data-testid="updates-scheduled"
          style={{ padding: '0.6rem 0.8rem', display: 'flex', gap: '1rem', alignItems: 'center' }}
        >
          <span>
            {s.state === 'upgrading'
              ? `Upgrading to ${s.scheduled.version}: the platform shows up to date once it runs that version.`
              : `Update to ${s.scheduled.version} scheduled for ${formatDate(s.scheduled.at)} by ${s.scheduled.by}.`}
          </span>
          <Button
            type="button"
            size="small"
            outlined
            label="Cancel update"
            disabled={busy}
            onClick={() => void change(() => api.delete<UpdateStatus>(UPDATE_PATH), 'Scheduled update cancelled')}
          />
        </div>
      )}
      {s.feed && !s.feedError && s.available.length === 0 && <p data-testid="updates-none">The platform runs the latest version its slot receives.</p>}
      {s.available.length > 0 && (
        <>
          <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            Schedule at
            <input type="datetime-local" className={INPUT} data-testid="updates-when" value={when} onChange={e => setWhen(e.target.value)} />
          </label>
          <table data-testid="updates-available" style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th style={th}>Version</th>
                <th style={th}>Slot</th>
                <th style={th}>Released</th>
                <th style={th}>Notes</th>
                <th style={th} />
              </tr>
            </thead>
            <tbody>
              {s.available.map(v => (
                <tr key={v.version} data-testid={`updates-version-${v.version}`}>
                  <td style={td}>{v.version}</td>
                  <td style={td}>{UPDATE_SLOT_LABELS[v.slot]}</td>
                  <td style={td}>{v.released ?? '—'}</td>
                  <td style={td}>{v.notes ?? ''}</td>
                  <td style={{ ...td, textAlign: 'right' }}>
                    <Button
                      type="button"
                      size="small"
                      label="Schedule"
                      icon="pi pi-calendar"
                      disabled={busy || s.scheduled?.version === v.version}
                      onClick={() => schedule(v)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {s.devices.length > 0 && (
        <>
          <h3 style={{ margin: '0.5rem 0 0' }}>Devices</h3>
          <table data-testid="updates-devices" style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th style={th}>Device</th>
                <th style={th}>Type</th>
                <th style={th}>Version</th>
                <th style={th}>State</th>
              </tr>
            </thead>
            <tbody>
              {s.devices.map(d => (
                <tr key={d.objectId} data-testid={`updates-device-${d.objectId}`}>
                  <td style={td}>{d.name}</td>
                  <td style={td}>{DEVICE_LABELS[d.classId] ?? d.classId}</td>
                  <td style={td}>{d.version ?? 'not reported yet'}</td>
                  <td style={td}>{d.state ? UPDATE_STATE_LABELS[d.state] : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <small style={{ color: 'var(--text-color-secondary)' }}>
        Checked {formatDate(s.checkedAt)}
        {s.feed ? ` from ${s.feed}` : ''}.
      </small>
    </div>
  );
}
