import type { TabProps } from '@fathom/sdk/web';
import { BadHashesEditor } from '../settings/BadHashesEditor';
import { SettingsEditor } from '../settings/SettingsEditor';

export default function SettingsTab({ node }: TabProps) {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <SettingsEditor node={node} />
      <BadHashesEditor node={node} />
    </div>
  );
}
