/**
 * The licence gate (spec 000 §4): while PID_UI.licenseAccepted is not true only this modal shows. First the
 * SaaS agreement, then the end-user licence; each Accept is enabled once scrolled within 20 px of the bottom.
 * Cancel logs out; Escape does nothing.
 */
import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Licence } from '@fathom/sdk/api';
import { useService } from '@fathom/sdk/web/hooks';
import { ApiClient, AuthService } from '@fathom/sdk/web/services';
import { UiSettingsToken } from '../settings/UiSettingsStore';
import { PageSpinner } from '../ui/PageSpinner';

export const LICENCE_SCROLL_THRESHOLD_PX = 20;
export const LICENCE_LOAD_FAILED = 'Unable to retrieve license information';

export function scrolledToEnd(el: { scrollTop: number; scrollHeight: number; clientHeight: number }, threshold = LICENCE_SCROLL_THRESHOLD_PX): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

const STEPS = [
  { key: 'saasAgreement', title: 'SaaS agreement', intro: 'Please read the SaaS agreement to the end before you accept it.' },
  { key: 'license', title: 'End-user licence agreement', intro: 'Please read the end-user licence agreement to the end before you accept it.' },
] as const;

export const LicenceGate = observer(function LicenceGate({ children }: { children: ReactNode }) {
  const ui = useService(UiSettingsToken);
  const auth = useService(AuthService);
  const api = useService(ApiClient);
  const homeId = auth.user?.homeId;
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!homeId || ui.loaded) return;
    ui.load(homeId).catch(e => setLoadError((e as Error).message));
  }, [homeId, ui, ui.loaded]);

  if (loadError)
    return (
      <div className="fx-status-screen" role="alert">
        <p>{loadError}</p>
      </div>
    );
  if (!ui.settings) return <PageSpinner />;
  if (ui.settings.licenseAccepted === true) return <>{children}</>;
  return <LicenceModal api={api} homeId={homeId!} onAccepted={() => ui.save({ licenseAccepted: true })} onCancel={() => auth.logout()} />;
});

function LicenceModal({
  api,
  homeId,
  onAccepted,
  onCancel,
}: {
  api: import('@fathom/sdk/web/services').ApiClient;
  homeId: string;
  onAccepted(): Promise<void>;
  onCancel(): void;
}) {
  const [licence, setLicence] = useState<Licence | null>(null);
  const [step, setStep] = useState(0);
  const [canAccept, setCanAccept] = useState(false);
  const [saving, setSaving] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    api
      .getProperty<Licence>(homeId, 'PID_LICENSE', { infoLevel: 'full' })
      .then(setLicence, () => setLicence({ license: LICENCE_LOAD_FAILED, saasAgreement: LICENCE_LOAD_FAILED } as Licence));
  }, [api, homeId]);

  const check = useCallback(() => {
    if (scroller.current && scrolledToEnd(scroller.current)) setCanAccept(true);
  }, []);
  // Each document starts at the top with Accept disabled; a text too short to scroll can be accepted at once.
  useLayoutEffect(() => {
    setCanAccept(false);
    if (scroller.current) scroller.current.scrollTop = 0;
    const el = scroller.current;
    if (el && el.scrollHeight > 0 && scrolledToEnd(el)) setCanAccept(true);
  }, [step, licence]);

  const current = STEPS[step];
  const text = licence ? String(licence[current.key] ?? '') : '';
  const accept = async () => {
    if (step === 0) {
      setStep(1);
      return;
    }
    setSaving(true);
    try {
      await onAccepted();
    } finally {
      setSaving(false);
    }
  };
  const footer = (
    <div className="fx-licence__footer">
      <span className="fx-licence__step">Step {step + 1} of 2</span>
      <Button type="button" label="Cancel" outlined onClick={onCancel} />
      <Button
        type="button"
        label="Accept"
        icon="pi pi-check"
        disabled={!canAccept || !licence || saving}
        loading={saving}
        onClick={accept}
        data-testid="licence-accept"
      />
    </div>
  );
  return (
    <Dialog
      visible
      header={current.title}
      footer={footer}
      closable={false}
      closeOnEscape={false}
      draggable={false}
      resizable={false}
      modal
      onHide={() => undefined}
      className="fx-licence"
      style={{ width: 'min(52rem, 94vw)' }}
      data-testid="licence-gate"
    >
      <p className="fx-licence__intro">{current.intro}</p>
      <div ref={scroller} className="fx-licence__text" onScroll={check} tabIndex={0} aria-label={current.title} data-testid="licence-text">
        {licence ? text.split(/\n{2,}/).map((para, i) => <p key={i}>{para}</p>) : <PageSpinner />}
      </div>
    </Dialog>
  );
}
