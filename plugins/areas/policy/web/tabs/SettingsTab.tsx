import type { TabProps } from '../../../../../sdk/web';
import { SettingsEditor } from '../settings/SettingsEditor';

export default function SettingsTab({ node }: TabProps) {
  return <SettingsEditor node={node} />;
}
