/**
 * The frame of the pages reached without signing in (sign-in, activation, password reset, ...): the brand's
 * panel on the left, the page's card on the right. Public pages contributed by plugins use it too.
 */
import { useService } from '../hooks';
import { ConsoleEnvironment } from '../services';

/** The left panel: the brand's logo, name and what the product does. */
export function BrandPanel() {
  const { brand } = useService(ConsoleEnvironment);
  return (
    <aside className="fx-login__brand" aria-label={brand.name}>
      <div className="fx-login__brand-top">
        <img src={brand.logo} alt="" className="fx-login__logo" />
        <span className="fx-login__brand-name">{brand.name}</span>
      </div>
      <div className="fx-login__pitch">
        <h2>Know your data.</h2>
        <p>Discover, classify and govern files across file systems, network shares and cloud storage, from one console.</p>
        <ul>
          <li>
            <i className="pi pi-search" aria-hidden="true" /> Search and classify content
          </li>
          <li>
            <i className="pi pi-shield" aria-hidden="true" /> Apply policies and data actions
          </li>
          <li>
            <i className="pi pi-chart-bar" aria-hidden="true" /> Report on risk and growth
          </li>
        </ul>
      </div>
      <small className="fx-login__brand-foot">{brand.copyright}</small>
    </aside>
  );
}

export function LoginLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="fx-login" data-testid="login-page">
      <BrandPanel />
      <main className="fx-login__content">
        <div className="fx-login__card">{children}</div>
      </main>
    </div>
  );
}
