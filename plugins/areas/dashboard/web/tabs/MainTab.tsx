/**
 * Dashboard › Main: the Main grid and, beside it in one strip, the tabs the user added. Tabs that have a section
 * tab of their own (ESG, IT, Status, ...) are not repeated in the strip; Main cannot be renamed or deleted here.
 */
import type { DashboardTabDef } from '@fathom/sdk/api/dashboard';
import type { TabProps } from '@fathom/sdk/web';
import { DashboardTabs } from '../grid';
import { DASHBOARD_TABS } from '../../descriptors';

const SECTION_TAB_IDS: readonly string[] = DASHBOARD_TABS.map(t => t.id);

/** Main itself and every tab that is not one of the dashboard section's own tabs. */
export const isMainStripTab = (tab: DashboardTabDef) => tab.id === 'main' || !SECTION_TAB_IDS.includes(tab.id);

export default function MainTab({ node }: TabProps) {
  return <DashboardTabs node={node} initialTabId="main" showTab={isMainStripTab} lockedTabIds={['main']} />;
}
