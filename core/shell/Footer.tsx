/** The fixed footer: logo, copyright line with the product version. */
import { observer } from 'mobx-react-lite';
import { useService } from '@fathom/sdk/web/hooks';
import { AuthService, ConsoleEnvironment } from '@fathom/sdk/web/services';

export const Footer = observer(function Footer() {
  const { brand } = useService(ConsoleEnvironment);
  const auth = useService(AuthService);
  const version = auth.config?.version;
  return (
    <footer className="fx-footer" data-testid="footer">
      <img src={brand.logo} alt="" className="fx-footer__logo" />
      <span>{brand.copyright}</span>
      {version && (
        <span className="fx-footer__version">
          {brand.name} {version}
        </span>
      )}
    </footer>
  );
});
