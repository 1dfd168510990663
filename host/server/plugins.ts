/**
 * The server plugins of this host, each named once with the module it is loaded from: the server registers
 * them, and its scan and extraction threads load the same modules by id. Extractors take precedence in list
 * order when content is sniffed (archives before the ZIP-based office formats, so a zip with an unknown
 * extension is read as an archive). An area adds one line here.
 */
import { loadHostedPlugins, type HostedServerPlugin, type LoadedServerPlugins } from '../../server/plugins/hosted';
import { pluginSetEntry } from '../../server/runtime/compile-entry';

export const serverPlugins: readonly HostedServerPlugin[] = [
  { module: 'plugins/extractors/pdf/server', load: () => import('../../plugins/extractors/pdf/server') },
  { module: 'plugins/extractors/rtf/server', load: () => import('../../plugins/extractors/rtf/server') },
  { module: 'plugins/extractors/opendocument/server', load: () => import('../../plugins/extractors/opendocument/server') },
  { module: 'plugins/extractors/archive/server', load: () => import('../../plugins/extractors/archive/server') },
  { module: 'plugins/extractors/ooxml/server', load: () => import('../../plugins/extractors/ooxml/server') },
  { module: 'plugins/extractors/legacy-office/server', load: () => import('../../plugins/extractors/legacy-office/server') },
  { module: 'plugins/extractors/email/server', load: () => import('../../plugins/extractors/email/server') },
  { module: 'plugins/extractors/markup/server', load: () => import('../../plugins/extractors/markup/server') },
  { module: 'plugins/extractors/image/server', load: () => import('../../plugins/extractors/image/server') },
  { module: 'plugins/extractors/text/server', load: () => import('../../plugins/extractors/text/server') },
  { module: 'plugins/classifiers/personal-data/server', load: () => import('../../plugins/classifiers/personal-data/server') },
  { module: 'plugins/services/filesys/server', load: () => import('../../plugins/services/filesys/server') },
  { module: 'plugins/services/objstore/server', load: () => import('../../plugins/services/objstore/server') },
  { module: 'plugins/services/aws/server', load: () => import('../../plugins/services/aws/server') },
  { module: 'plugins/services/smb/server', load: () => import('../../plugins/services/smb/server') },
  { module: 'plugins/services/azure/server', load: () => import('../../plugins/services/azure/server') },
  { module: 'plugins/services/ms-onedrive/server', load: () => import('../../plugins/services/ms-onedrive/server') },
  { module: 'plugins/services/ms-sharepoint/server', load: () => import('../../plugins/services/ms-sharepoint/server') },
  { module: 'plugins/services/outlook/server', load: () => import('../../plugins/services/outlook/server') },
  { module: 'plugins/services/zip/server', load: () => import('../../plugins/services/zip/server') },
  { module: 'plugins/services/text-output/server', load: () => import('../../plugins/services/text-output/server') },
  { module: 'plugins/areas/discover/server', load: () => import('../../plugins/areas/discover/server') },
  { module: 'plugins/areas/dashboard/server', load: () => import('../../plugins/areas/dashboard/server') },
  { module: 'plugins/areas/policy/server', load: () => import('../../plugins/areas/policy/server') },
  { module: 'plugins/areas/administration/server', load: () => import('../../plugins/areas/administration/server') },
  { module: 'plugins/areas/reports/server', load: () => import('../../plugins/areas/reports/server') },
  { module: 'plugins/areas/actions/server', load: () => import('../../plugins/areas/actions/server') },
  { module: 'plugins/areas/hello/server', load: () => import('../../plugins/areas/hello/server') },
  { module: 'plugins/guidance/help/server', load: () => import('../../plugins/guidance/help/server') },
  { module: 'plugins/guidance/whats-next/server', load: () => import('../../plugins/guidance/whats-next/server') },
  { module: 'plugins/access/recovery/server', load: () => import('../../plugins/access/recovery/server') },
  { module: 'plugins/access/marketplace/server', load: () => import('../../plugins/access/marketplace/server') },
  { module: 'plugins/access/onprem/server', load: () => import('../../plugins/access/onprem/server') },
  { module: 'plugins/settings/profile/server', load: () => import('../../plugins/settings/profile/server') },
  { module: 'plugins/sign-in/actdir/server', load: () => import('../../plugins/sign-in/actdir/server') },
  { module: 'plugins/sign-in/oidc/server', load: () => import('../../plugins/sign-in/oidc/server') },
];

export const serverPluginModules: readonly string[] = serverPlugins.map(p => p.module);
/** The entry threads compile to load this host's plugins (scan, extraction, the CLI's extraction pool). */
export const SERVER_PLUGINS_ENTRY = pluginSetEntry(serverPluginModules);

let loaded: Promise<LoadedServerPlugins> | undefined;
/** The plugins, imported once. */
export function loadServerPlugins(): Promise<LoadedServerPlugins> {
  loaded ??= loadHostedPlugins(serverPlugins);
  return loaded;
}
