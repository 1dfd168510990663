/** After a successful sign-in: load the interface settings, then go to the restored or default page. */
import { useNavigate } from 'react-router-dom';
import type { LoginRequest } from '@fathom/sdk/api';
import { useServices } from '@fathom/sdk/web/hooks';
import { SectionContribution, Sections, SettingsPages } from '@fathom/sdk/web/extension-points';
import { ApiClient, AuthService } from '@fathom/sdk/web/services';
import { landingAfterLogin, lastPage } from '../navigation/routes';
import { UiSettingsToken } from '../settings/UiSettingsStore';

export function useLoginAndLand(): (req: LoginRequest) => Promise<void> {
  const services = useServices();
  const navigate = useNavigate();
  return async (req: LoginRequest) => {
    const auth = services.get(AuthService);
    const user = await auth.login(req);
    const ui = services.get(UiSettingsToken);
    const settings = await ui.load(user.homeId).catch(() => null);
    const api = services.get(ApiClient);
    const target = await landingAfterLogin({
      candidates: [lastPage(user.objectId), settings?.lastPage],
      sections: services.contributions(Sections) as SectionContribution[],
      settings: services.contributions(SettingsPages),
      homeId: user.homeId,
      permissions: user.permissions,
      nodeExists: id =>
        api.getObject(id, 'simple').then(
          () => true,
          () => false,
        ),
    });
    navigate(target, { replace: true });
  };
}
