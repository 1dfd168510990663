import type { SectionProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ReportsSection({ node }: SectionProps) {
  return (
    <div data-testid="section-reports" style={{ padding: '1rem' }}>
      <h2 style={{ margin: '0 0 0.5rem' }}>Reports</h2>
      <NotYetAvailable
        testId="reports-empty"
        missing={`Reports for ${node.name} are not built yet: search in Discover and export the results as Excel, PDF, CSV or JSON.`}
      />
    </div>
  );
}
