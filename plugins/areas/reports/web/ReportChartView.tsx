/** The chart of a grouped report with its legend (the widget kit's chart view; lazy: apexcharts loads only when a report has a chart). */
import type { SearchObject } from '@fathom/sdk/api/search-wire';
import { ChartView } from '@fathom/sdk/web/widget-kit/ChartView';
import type { ColumnFormat, ReportChart } from '../api';
import { reportChartSpec } from './chart-data';

export default function ReportChartView({ chart, objects, formats }: { chart: ReportChart; objects: SearchObject[]; formats?: Record<string, ColumnFormat> }) {
  const data = reportChartSpec(chart, objects, formats);
  if (!data) return null;
  return (
    <div className="fx-reports-chart" data-testid="report-chart">
      <ChartView spec={data.spec} legend={data.legend} variant="legendAndChart" height={300} />
    </div>
  );
}
