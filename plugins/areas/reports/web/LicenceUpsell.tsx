/**
 * The licence upsell panel (spec 001 §2): what reporting brings, as a five-item checklist, and an e-mail-us button (a
 * message with its subject filled in; the brand names no sales address yet).
 */
import { REPORT_MESSAGES } from '../api';
import { STANDARD_REPORTS } from '../standard-reports';

const BRINGS = [
  `${STANDARD_REPORTS.length} standard reports on sources, file types, owners, growth and duplicates`,
  'Your own reports from the query builder or a statement',
  'Charts of every grouped report',
  'PDF and Excel exports with your node and date',
  'Reports shared with your organisation or kept private',
];

export function LicenceUpsell() {
  return (
    <div className="fx-reports-upsell" data-testid="reports-upsell" role="region" aria-label="Reporting licence">
      <h3>{REPORT_MESSAGES.notLicensed}</h3>
      <ul>
        {BRINGS.map(b => (
          <li key={b}>
            <i className="pi pi-check" aria-hidden="true" /> {b}
          </li>
        ))}
      </ul>
      <a className="fx-button" href="mailto:?subject=Reporting%20licence" data-testid="reports-email-us">
        E-mail us
      </a>
    </div>
  );
}
