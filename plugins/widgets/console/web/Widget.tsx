import type { WidgetProps } from '@fathom/sdk/web';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';
import { PropertyGate, WidgetMessage, WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { consoleLines, consoleTarget, type ConsoleDetails } from './console';

export default function ConsoleWidget({ node, details }: WidgetProps<ConsoleDetails>) {
  const target = consoleTarget(node, details);
  const output = useNodeProperty<unknown>(target ?? node.objectId, 'PID_CONSOLE', { enabled: !!target });
  if (!target) return <WidgetMessage icon="pi pi-desktop" title={WIDGET_MESSAGES.consoleNotSupported} testId="console-not-supported" />;
  return (
    <PropertyGate state={output} empty="Console output of this collector appears here once it reports.">
      {data => (
        <pre
          style={{
            margin: 0,
            padding: '0.5rem',
            height: '100%',
            overflow: 'auto',
            fontSize: '0.85em',
            background: 'var(--surface-ground, #0f172a)',
            color: 'var(--text-color, #e2e8f0)',
          }}
        >
          {consoleLines(data).join('\n')}
        </pre>
      )}
    </PropertyGate>
  );
}
