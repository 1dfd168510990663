import type { SectionProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ReportsSection({ node }: SectionProps) {
  return (
    <div data-testid="section-reports" style={{ padding: '1rem' }}>
      <h2 style={{ margin: '0 0 0.5rem' }}>Reports</h2>
      <EmptyPanel testId="reports-empty" description={`Reports built from searches under ${node.name} will be listed here, ready to run and to export as PDF or Excel.`} />
    </div>
  );
}
