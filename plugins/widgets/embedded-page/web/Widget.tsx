import type { WidgetProps } from '@fathom/sdk/web';
import { WidgetMessage } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { isEmbeddableUrl } from './url';

export default function EmbeddedPageWidget({ details, title }: WidgetProps<{ url?: string }>) {
  if (!isEmbeddableUrl(details.url))
    return (
      <WidgetMessage icon="pi pi-link" title="No address">
        Edit the widget to set the address of the page to show.
      </WidgetMessage>
    );
  // Sandboxed: the page runs its scripts but cannot reach the console's storage or navigate it.
  return (
    <iframe
      title={title || 'Embedded page'}
      src={details.url}
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      referrerPolicy="no-referrer"
      style={{ border: 0, width: '100%', height: '100%' }}
    />
  );
}
