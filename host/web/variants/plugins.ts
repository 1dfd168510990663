/** Every console plugin of the product, in display order. Add a line per new plugin. */
import type { PluginDefinition } from '@fathom/sdk/web';
import dashboard from '../../../plugins/areas/dashboard/web';
import discover from '../../../plugins/areas/discover/web';
import policy from '../../../plugins/areas/policy/web';
import administration from '../../../plugins/areas/administration/web';
import reports from '../../../plugins/areas/reports/web';
import actions from '../../../plugins/areas/actions/web';
import treeActions from '../../../plugins/node-actions/tree-actions/web';
import settingsProfile from '../../../plugins/settings/profile/web';
import settingsAuthentication from '../../../plugins/settings/authentication/web';
import settingsChangelog from '../../../plugins/settings/changelog/web';
import settingsLicense from '../../../plugins/settings/license/web';
import settingsSaasLicense from '../../../plugins/settings/saas-license/web';
import settingsThirdparty from '../../../plugins/settings/thirdparty/web';
import settingsContact from '../../../plugins/settings/contact/web';
import servicesFilesys from '../../../plugins/services/filesys/web';
import servicesObjstore from '../../../plugins/services/objstore/web';
import servicesAws from '../../../plugins/services/aws/web';
import servicesSmb from '../../../plugins/services/smb/web';
import servicesAzure from '../../../plugins/services/azure/web';
import servicesMsOneDrive from '../../../plugins/services/ms-onedrive/web';
import servicesMsSharePoint from '../../../plugins/services/ms-sharepoint/web';
import servicesOutlook from '../../../plugins/services/outlook/web';
import servicesZip from '../../../plugins/services/zip/web';
import servicesTextOutput from '../../../plugins/services/text-output/web';
import { WIDGET_PLUGINS as ALL_WIDGET_PLUGINS } from '../widgets';
import taskProgress from '../../../plugins/task-progress/web';
import accessRecovery from '../../../plugins/access/recovery/web';
import accessDesktop from '../../../plugins/access/desktop/web';
import accessMarketplace from '../../../plugins/access/marketplace/web';
import accessOnprem from '../../../plugins/access/onprem/web';
import signInActdir from '../../../plugins/sign-in/actdir/web';
import signInOidc from '../../../plugins/sign-in/oidc/web';
import help from '../../../plugins/guidance/help/web';
import whatsNext from '../../../plugins/guidance/whats-next/web';
import licenceUpsell from '../../../plugins/guidance/licence-upsell/web';

type AnyPlugin = PluginDefinition<any, any>;

export const AREA_PLUGINS: AnyPlugin[] = [dashboard, discover, policy, administration, reports, actions];
export const NODE_ACTION_PLUGINS: AnyPlugin[] = [treeActions];
export const SETTINGS_PLUGINS: AnyPlugin[] = [
  settingsProfile,
  settingsAuthentication,
  settingsChangelog,
  settingsLicense,
  settingsSaasLicense,
  settingsThirdparty,
  settingsContact,
];
export const WIDGET_PLUGINS: AnyPlugin[] = [...ALL_WIDGET_PLUGINS];
export const OTHER_PLUGINS: AnyPlugin[] = [];
export const SERVICE_PLUGINS: AnyPlugin[] = [
  servicesFilesys,
  servicesObjstore,
  servicesAws,
  servicesSmb,
  servicesAzure,
  servicesMsOneDrive,
  servicesMsSharePoint,
  servicesOutlook,
  servicesZip,
  servicesTextOutput,
];
export const SIGN_IN_PLUGINS: AnyPlugin[] = [signInActdir, signInOidc];
OTHER_PLUGINS.push(...SERVICE_PLUGINS);
OTHER_PLUGINS.push(taskProgress);
/** Pages reached without signing in (PublicPages). */
export const ACCESS_PLUGINS: AnyPlugin[] = [accessRecovery, accessDesktop, accessMarketplace, accessOnprem];
OTHER_PLUGINS.push(...ACCESS_PLUGINS);
OTHER_PLUGINS.push(...SIGN_IN_PLUGINS);
/** Guidance: the help drawer, the what's-next card and the licence's upgrade panel. */
export const GUIDANCE_PLUGINS: AnyPlugin[] = [help, whatsNext, licenceUpsell];
OTHER_PLUGINS.push(...GUIDANCE_PLUGINS);

export const ALL_PLUGINS: AnyPlugin[] = [...AREA_PLUGINS, ...NODE_ACTION_PLUGINS, ...SETTINGS_PLUGINS, ...WIDGET_PLUGINS, ...OTHER_PLUGINS];
export { dashboard };
