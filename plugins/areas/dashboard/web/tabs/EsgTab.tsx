/** Dashboard › ESG: the user's ESG grid (storage footprint, CO2, digital waste) with its configuration. */
import type { TabProps } from '@fathom/sdk/web';
import { DashboardTab } from '../grid';

export default function EsgTab({ node }: TabProps) {
  return <DashboardTab node={node} tabId="esg" />;
}
