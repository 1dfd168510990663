import type { TabProps } from '@fathom/sdk/web';
import { TaskStatusPanel } from '../status/TaskStatusPanel';

export default function StatusTab({ node }: TabProps) {
  return <TaskStatusPanel node={node} />;
}
