import { definePlugin, NodeActions, NOT_READY_REASON, Sections, Tabs, type NodeActionContribution } from '@fathom/sdk/web';
import { nodeActionRule } from '@fathom/sdk/api';
import { ADMINISTRATION_SECTION, ADMINISTRATION_TABS } from '../descriptors';

/** The tree's installer actions (spec 000 §4): each opens the installer dialog; adding under an aggregator needs it ready. */
export const INSTALLER_ACTIONS: NodeActionContribution[] = [
  {
    id: 'add-appliance',
    label: 'Add aggregator',
    icon: 'pi pi-server',
    order: 120,
    ...nodeActionRule('addAppliance'),
    dialog: () => import('./installer/AddAggregatorDialog'),
  },
  {
    id: 'add-appagt',
    label: 'Add aggregator-collector',
    icon: 'pi pi-server',
    order: 130,
    ...nodeActionRule('addAppagt'),
    dialog: () => import('./installer/AddAggregatorCollectorDialog'),
  },
  {
    id: 'add-static-worker',
    label: 'Add static worker',
    icon: 'pi pi-cog',
    order: 140,
    ...nodeActionRule('addStaticWorker'),
    disabledReason: (_n, ctx) => (ctx.isReadyToWork ? null : NOT_READY_REASON),
    dialog: () => import('./installer/AddStaticWorkerDialog'),
  },
  {
    id: 'add-agent',
    label: 'Add collector',
    icon: 'pi pi-desktop',
    order: 170,
    ...nodeActionRule('addAgent'),
    disabledReason: (_n, ctx) => (ctx.isReadyToWork ? null : NOT_READY_REASON),
    dialog: () => import('./installer/AddCollectorDialog'),
  },
  {
    id: 'reinstall',
    label: 'Reinstall',
    icon: 'pi pi-download',
    order: 180,
    ...nodeActionRule('reinstall'),
    dialog: () => import('./installer/ReinstallDialog'),
  },
];

const tab = (id: string) => ADMINISTRATION_TABS.find(t => t.id === id)!;

export default definePlugin({
  id: 'administration',
  register(r) {
    for (const action of INSTALLER_ACTIONS) r.contribute(NodeActions, action);
    r.contribute(Sections, {
      ...ADMINISTRATION_SECTION,
      title: 'Administration',
      icon: 'pi pi-cog',
      route: 'administration',
      defaultTab: 'tags',
      refusesQuietly: true,
      tooltip: 'Users, roles, permissions, devices and licences.',
      load: () => import('./AdministrationSection'),
    });
    r.contribute(NodeActions, {
      id: 'add-organisation',
      label: 'Add organisation',
      icon: 'pi pi-building',
      order: 100,
      ...nodeActionRule('addOrganisation'),
      dialog: () => import('./people/AddOrganisationDialog'),
    });
    r.contribute(Tabs, { ...tab('users'), title: 'Users', info: 'The users of this organisation.', load: () => import('./tabs/UsersTab') });
    r.contribute(Tabs, { ...tab('roles'), title: 'Roles', info: 'Roles group users who share permissions.', load: () => import('./tabs/RolesTab') });
    r.contribute(Tabs, { ...tab('tags'), title: 'Tags', info: 'Labels attached to this node.', load: () => import('./tabs/TagsTab') });
    r.contribute(Tabs, {
      ...tab('permissions'),
      title: 'Permissions',
      info: 'Who may do what on this node and below.',
      load: () => import('./tabs/PermissionsTab'),
    });
    r.contribute(Tabs, {
      ...tab('installer'),
      title: 'Installer',
      info: 'Download installers for collectors and aggregators.',
      load: () => import('./tabs/InstallerTab'),
    });
    r.contribute(Tabs, { ...tab('activate'), title: 'Activate', info: 'Activate a device with its code.', load: () => import('./tabs/ActivateTab') });
    r.contribute(Tabs, {
      ...tab('licensing'),
      title: 'Licensing',
      info: 'The licence and the features it includes.',
      load: () => import('./tabs/LicensingTab'),
    });
    r.contribute(Tabs, { ...tab('billing'), title: 'Billing', info: 'Usage and billing of this platform.', load: () => import('./tabs/BillingTab') });
    r.contribute(Tabs, {
      ...tab('configuration'),
      title: 'Configuration',
      info: 'Settings of this organisation.',
      load: () => import('./tabs/ConfigurationTab'),
    });
    r.contribute(Tabs, {
      ...tab('clientsearch'),
      title: 'Client search',
      info: 'Find an organisation on this platform.',
      load: () => import('./tabs/ClientSearchTab'),
    });
    r.contribute(Tabs, { ...tab('console'), title: 'Console', info: 'A command console on the device.', load: () => import('./tabs/ConsoleTab') });
    r.contribute(Tabs, { ...tab('ai'), title: 'AI', info: 'The AI provider used to answer questions.', load: () => import('./tabs/AiTab') });
    r.contribute(Tabs, { ...tab('updates'), title: 'Updates', info: 'Software updates for this platform.', load: () => import('./tabs/UpdatesTab') });
  },
});
