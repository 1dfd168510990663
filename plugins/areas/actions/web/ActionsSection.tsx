import type { SectionProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ActionsSection({ node }: SectionProps) {
  return (
    <div data-testid="section-actions" style={{ padding: '1rem' }}>
      <h2 style={{ margin: '0 0 0.5rem' }}>Actions</h2>
      <NotYetAvailable
        testId="actions-empty"
        missing={`Stored data actions for ${node.name} are not built yet: the files a search selects can be exported from Discover.`}
      />
    </div>
  );
}
