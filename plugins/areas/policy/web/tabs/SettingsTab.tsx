import type { TabProps } from '@fathom/sdk/web';
import { SettingsEditor } from '../settings/SettingsEditor';

export default function SettingsTab({ node }: TabProps) {
  return <SettingsEditor node={node} />;
}
