/**
 * Contact: the three support offices and a support request form. The request is prepared as text with the
 * details support needs (version, user, page), to copy or download and send through your support channel.
 */
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { AuthService, NotificationService, useService } from '@fathom/sdk/web';
import { formatRequest, localTime, OFFICES, REQUEST_KINDS, requestErrors, type SupportRequest } from './offices';

export default function ContactPage() {
  const auth = useService(AuthService);
  const notifications = useService(NotificationService);
  const [request, setRequest] = useState<SupportRequest>({ officeId: 'us', kind: 'Question', subject: '', description: '' });
  const [touched, setTouched] = useState(false);
  const [prepared, setPrepared] = useState<string | null>(null);
  const errors = requestErrors(request);
  const now = useMemo(() => new Date(), []);
  const set = (patch: Partial<SupportRequest>) => {
    setRequest(r => ({ ...r, ...patch }));
    setPrepared(null);
  };

  function prepare() {
    setTouched(true);
    if (Object.keys(errors).length) return;
    setPrepared(
      formatRequest(request, {
        product: auth.config?.productName ?? 'Fathom',
        version: auth.config?.version ?? '',
        userId: auth.user?.userId ?? '',
        organisation: auth.user?.organization,
        page: window.location.pathname + window.location.search,
        browser: navigator.userAgent,
        time: new Date(),
      }),
    );
  }
  async function copy() {
    if (!prepared) return;
    try {
      await navigator.clipboard.writeText(prepared);
      notifications.success('Support request copied');
    } catch {
      notifications.error('The browser did not allow copying; select the text and copy it.');
    }
  }
  function download() {
    if (!prepared) return;
    const url = URL.createObjectURL(new Blob([prepared], { type: 'text/plain' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'support-request.txt' });
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div data-testid="settings-contact" style={{ padding: '1.5rem', maxWidth: '60rem', display: 'grid', gap: '1.5rem' }}>
      <h2 style={{ margin: 0 }}>Contact</h2>
      <section aria-label="Support offices" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: '1rem' }}>
        {OFFICES.map(o => (
          <article
            key={o.id}
            aria-label={`${o.country} office`}
            data-testid={`office-${o.id}`}
            style={{ border: '1px solid var(--surface-border, #e2e8f0)', borderRadius: 8, padding: '1rem', display: 'grid', gap: '0.35rem' }}
          >
            <h3 style={{ margin: 0 }}>
              <i className="pi pi-globe" aria-hidden="true" style={{ marginRight: '0.5rem' }} />
              {o.country}
            </h3>
            <span>{o.serves}</span>
            <span>
              <i className="pi pi-clock" aria-hidden="true" style={{ marginRight: '0.35rem' }} />
              {o.hours}
            </span>
            <span>Local time now: {localTime(o.timeZone, now)}</span>
            <span>Languages: {o.languages}</span>
          </article>
        ))}
      </section>
      <section aria-label="Support request" style={{ display: 'grid', gap: '0.75rem', maxWidth: '40rem' }}>
        <h3 style={{ margin: 0 }}>Support request</h3>
        <p style={{ margin: 0 }}>Describe what you need; the request is prepared with your product version and user so support can act on it at once.</p>
        <label htmlFor="support-office">Office</label>
        <Dropdown
          inputId="support-office"
          value={request.officeId}
          onChange={e => set({ officeId: e.value })}
          options={OFFICES.map(o => ({ label: o.country, value: o.id }))}
        />
        <label htmlFor="support-kind">Kind</label>
        <Dropdown
          inputId="support-kind"
          value={request.kind}
          onChange={e => set({ kind: e.value })}
          options={REQUEST_KINDS.map(k => ({ label: k, value: k }))}
        />
        <label htmlFor="support-subject">Subject</label>
        <InputText id="support-subject" value={request.subject} onChange={e => set({ subject: e.target.value })} invalid={touched && !!errors.subject} />
        {touched && errors.subject && (
          <small role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
            {errors.subject}
          </small>
        )}
        <label htmlFor="support-description">Description</label>
        <InputTextarea
          id="support-description"
          rows={6}
          value={request.description}
          onChange={e => set({ description: e.target.value })}
          invalid={touched && !!errors.description}
        />
        {touched && errors.description && (
          <small role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
            {errors.description}
          </small>
        )}
        <div>
          <Button type="button" label="Prepare request" icon="pi pi-file-edit" onClick={prepare} />
        </div>
        {prepared && (
          <>
            <pre
              aria-label="Prepared request"
              style={{ whiteSpace: 'pre-wrap', border: '1px solid var(--surface-border, #e2e8f0)', borderRadius: 6, padding: '0.75rem', margin: 0 }}
            >
              {prepared}
            </pre>
            <div style={{ display: 'flex', gap: '0.5rem' }}>
              <Button type="button" label="Copy" icon="pi pi-copy" outlined onClick={() => void copy()} />
              <Button type="button" label="Download" icon="pi pi-download" outlined onClick={download} />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
