import { definePlugin, Sections, Tabs } from '@fathom/sdk/web';
import { SECTION_NEEDS, TAB_NEEDS, classesShowingTab } from '@fathom/sdk/api';

const tabNeeds = (tab: string) => [...SECTION_NEEDS.administration, ...(TAB_NEEDS.administration?.[tab] ?? [])];

export default definePlugin({
  id: 'administration',
  register(r) {
    r.contribute(Sections, {
      id: 'administration', title: 'Administration', icon: 'pi pi-cog', order: 4, route: 'administration', defaultTab: 'tags',
      tooltip: 'Users, roles, permissions, devices and licences.',
      load: () => import('./AdministrationSection'),
    });
    r.contribute(Tabs, { section: 'administration', id: 'users', title: 'Users', info: 'The users of this organisation.', order: 1, classes: classesShowingTab('administration', 'users'), needs: tabNeeds('users'), load: () => import('./tabs/UsersTab') });
    r.contribute(Tabs, { section: 'administration', id: 'roles', title: 'Roles', info: 'Roles group users who share permissions.', order: 2, classes: classesShowingTab('administration', 'roles'), needs: tabNeeds('roles'), load: () => import('./tabs/RolesTab') });
    r.contribute(Tabs, { section: 'administration', id: 'tags', title: 'Tags', info: 'Labels attached to this node.', order: 3, classes: classesShowingTab('administration', 'tags'), needs: tabNeeds('tags'), load: () => import('./tabs/TagsTab') });
    r.contribute(Tabs, { section: 'administration', id: 'permissions', title: 'Permissions', info: 'Who may do what on this node and below.', order: 4, classes: classesShowingTab('administration', 'permissions'), needs: tabNeeds('permissions'), load: () => import('./tabs/PermissionsTab') });
    r.contribute(Tabs, { section: 'administration', id: 'installer', title: 'Installer', info: 'Download installers for collectors and aggregators.', order: 5, classes: classesShowingTab('administration', 'installer'), needs: tabNeeds('installer'), load: () => import('./tabs/InstallerTab') });
    r.contribute(Tabs, { section: 'administration', id: 'activate', title: 'Activate', info: 'Activate a device with its code.', order: 6, classes: classesShowingTab('administration', 'activate'), needs: tabNeeds('activate'), load: () => import('./tabs/ActivateTab') });
    r.contribute(Tabs, { section: 'administration', id: 'licensing', title: 'Licensing', info: 'The licence and the features it includes.', order: 7, classes: classesShowingTab('administration', 'licensing'), needs: tabNeeds('licensing'), load: () => import('./tabs/LicensingTab') });
    r.contribute(Tabs, { section: 'administration', id: 'billing', title: 'Billing', info: 'Usage and billing of this platform.', order: 8, classes: classesShowingTab('administration', 'billing'), needs: tabNeeds('billing'), load: () => import('./tabs/BillingTab') });
    r.contribute(Tabs, { section: 'administration', id: 'configuration', title: 'Configuration', info: 'Settings of this organisation.', order: 9, classes: classesShowingTab('administration', 'configuration'), needs: tabNeeds('configuration'), load: () => import('./tabs/ConfigurationTab') });
    r.contribute(Tabs, { section: 'administration', id: 'clientsearch', title: 'Client search', info: 'Find an organisation on this platform.', order: 10, classes: classesShowingTab('administration', 'clientsearch'), needs: tabNeeds('clientsearch'), load: () => import('./tabs/ClientSearchTab') });
    r.contribute(Tabs, { section: 'administration', id: 'console', title: 'Console', info: 'A command console on the device.', order: 11, classes: classesShowingTab('administration', 'console'), needs: tabNeeds('console'), load: () => import('./tabs/ConsoleTab') });
    r.contribute(Tabs, { section: 'administration', id: 'ai', title: 'AI', info: 'The AI provider used to answer questions.', order: 12, classes: classesShowingTab('administration', 'ai'), needs: tabNeeds('ai'), load: () => import('./tabs/AiTab') });
    r.contribute(Tabs, { section: 'administration', id: 'updates', title: 'Updates', info: 'Software updates for this platform.', order: 13, classes: classesShowingTab('administration', 'updates'), needs: tabNeeds('updates'), load: () => import('./tabs/UpdatesTab') });
  },
});
