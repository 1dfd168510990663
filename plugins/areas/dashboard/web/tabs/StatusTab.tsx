import type { TabProps } from '../../../../../sdk/web';
import { TaskStatusPanel } from '../status/TaskStatusPanel';

export default function StatusTab({ node }: TabProps) {
  return <TaskStatusPanel node={node} />;
}
