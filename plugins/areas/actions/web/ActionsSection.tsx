import type { SectionProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ActionsSection({ node }: SectionProps) {
  return (
    <div data-testid="section-actions" style={{ padding: '1rem' }}>
      <h2 style={{ margin: '0 0 0.5rem' }}>Actions</h2>
      <EmptyPanel testId="actions-empty" description={`Stored data actions for ${node.name} (export, link, delete or transform the files a query selects, on demand or on a schedule) will be listed here.`} />
    </div>
  );
}
