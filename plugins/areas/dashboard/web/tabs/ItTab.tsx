/** Dashboard › IT: the user's IT grid (locations, dates, permissions, growth, malicious files). */
import type { TabProps } from '@fathom/sdk/web';
import { DashboardTab } from '../grid';

export default function ItTab({ node }: TabProps) {
  return <DashboardTab node={node} tabId="it" />;
}
