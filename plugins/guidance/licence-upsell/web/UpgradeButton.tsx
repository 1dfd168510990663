/**
 * The licence's upgrade button in the top bar: shown when any licence flag is disabled; it opens the upsell panel
 * (five-item checklist of what the licence includes and an e-mail-us button).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { OBJECT_ALIASES, type Licence } from '@fathom/sdk/api';
import { ApiClient, AuthService, ConsoleEnvironment, useService, type TopBarItemProps } from '@fathom/sdk/web';
import './upsell.css';
import { anyFlagDisabled, CHECKLIST, itemIncluded, missingParts, upgradeMail } from './checklist';

export default function UpgradeButton({ go }: TopBarItemProps) {
  const api = useService(ApiClient);
  const [open, setOpen] = useState(false);
  const licence = useQuery({
    queryKey: ['property', OBJECT_ALIASES.home, 'PID_LICENSE'],
    queryFn: () => api.getProperty<Licence>(OBJECT_ALIASES.home, 'PID_LICENSE', { infoLevel: 'full' }),
    staleTime: 60_000,
  });
  if (!anyFlagDisabled(licence.data)) return null;
  return (
    <>
      <button
        type="button"
        className="fx-upgrade-button"
        onClick={() => setOpen(true)}
        data-testid="licence-upgrade"
        title="Your licence does not include every feature"
      >
        <i className="pi pi-star" aria-hidden="true" /> Upgrade
      </button>
      {open && <UpsellPanel licence={licence.data!} onClose={() => setOpen(false)} onLicence={() => go('/license')} />}
    </>
  );
}

export function UpsellPanel({ licence, onClose, onLicence }: { licence: Licence; onClose(): void; onLicence(): void }) {
  const env = useService(ConsoleEnvironment);
  const auth = useService(AuthService);
  const product = auth.config?.productName ?? env.brand.name;
  return (
    <Dialog
      visible
      modal
      header="Upgrade your licence"
      onHide={onClose}
      style={{ width: '34rem', maxWidth: '95vw' }}
      footer={
        <>
          <Button
            type="button"
            label="See the licence"
            outlined
            onClick={() => {
              onClose();
              onLicence();
            }}
          />
          <a
            className="p-button p-component"
            style={{ textDecoration: 'none' }}
            href={upgradeMail(licence, product, auth.config?.salesEmail)}
            data-testid="licence-upsell-email"
          >
            <span className="p-button-icon p-button-icon-left pi pi-envelope" aria-hidden="true" />
            <span className="p-button-label">E-mail us</span>
          </a>
        </>
      }
    >
      <div data-testid="licence-upsell" style={{ display: 'grid', gap: '0.75rem' }}>
        <p style={{ margin: 0 }}>
          Your {licence.type} licence does not include everything {product} can do. Write to us to add what you need; the message is prepared with what is
          missing.
        </p>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.6rem' }} aria-label="What the licence includes">
          {CHECKLIST.map(item => {
            const included = itemIncluded(licence, item);
            return (
              <li
                key={item.id}
                data-testid={`licence-upsell-${item.id}`}
                data-included={included}
                style={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-start' }}
              >
                <i
                  className={included ? 'pi pi-check-circle' : 'pi pi-lock'}
                  style={{ marginTop: 2, color: included ? 'var(--green-600, #16a34a)' : 'var(--orange-600, #ea580c)' }}
                  aria-hidden="true"
                />
                <span style={{ display: 'grid', gap: 2 }}>
                  <strong>
                    {item.title}
                    <span className="fx-upsell-sr">{included ? ' (included)' : ' (not in your licence)'}</span>
                  </strong>
                  <span style={{ color: 'var(--text-color-secondary, #475569)' }}>
                    {included ? item.description : `Not in your licence: ${missingParts(licence, item).join(', ')}. ${item.description}`}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
