import type { TabProps } from '@fathom/sdk/web';
import { ClassificationsEditor } from '../classifications/ClassificationsEditor';

/** Every container node has a classifications section: its own, or inherited from above. */
export default function ClassificationsTab({ node }: TabProps) {
  return <ClassificationsEditor node={node} />;
}
