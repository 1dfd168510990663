import type { WidgetProps } from '@fathom/sdk/web';
import { TreeService, useService } from '@fathom/sdk/web';
import { DeviceConsole } from '@fathom/sdk/web/ui/DeviceConsole';
import { WidgetMessage, WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { consoleTarget, type ConsoleDetails } from './console';

/** The console of the active node (contextual mode) or of the fixed host; a new node starts a new console. */
export default function ConsoleWidget({ node, details }: WidgetProps<ConsoleDetails>) {
  const tree = useService(TreeService);
  const target = consoleTarget(node, details);
  if (!target) return <WidgetMessage icon="pi pi-desktop" title={WIDGET_MESSAGES.consoleNotSupported} testId="console-not-supported" />;
  const name = target === node.objectId ? node.name : (tree.node(target)?.name ?? target);
  return <DeviceConsole key={target} objectId={target} name={name} compact />;
}
