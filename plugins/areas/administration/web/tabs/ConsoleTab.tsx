/**
 * Administration › Console (spec 001 §2; appliance, appagt, agent): the device's task log (PID_CONSOLE, read on
 * from the last line number every few seconds) and a command line running the fixed commands of sdk/api
 * CONSOLE_COMMANDS (PID_CONSOLE set with consoleCommand). Elsewhere: 'Console not supported on the node.'
 */
import type { TabProps } from '@fathom/sdk/web';
import { DeviceConsole } from '@fathom/sdk/web/ui/DeviceConsole';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';
import { classKind, CONSOLE_CLASSES, CONSOLE_NOT_SUPPORTED } from '@fathom/sdk/api';

export default function ConsoleTab({ node }: TabProps) {
  if (!CONSOLE_CLASSES.includes(classKind(node.classId))) {
    return <EmptyPanel testId="console-not-supported" description={CONSOLE_NOT_SUPPORTED} />;
  }
  return <DeviceConsole key={node.objectId} objectId={node.objectId} name={node.name} />;
}
