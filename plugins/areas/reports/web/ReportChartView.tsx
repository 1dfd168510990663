/** The chart of a grouped report (lazy: apexcharts loads only when a report has a chart). */
import Chart from 'react-apexcharts/core';
import 'apexcharts/pie';
import 'apexcharts/bar';
import 'apexcharts/area';
import type { SearchObject } from '@fathom/sdk/api/search-wire';
import type { ColumnFormat, ReportChart } from '../api';
import { reportChartSpec } from './chart-data';

export default function ReportChartView({ chart, objects, formats }: { chart: ReportChart; objects: SearchObject[]; formats?: Record<string, ColumnFormat> }) {
  const spec = reportChartSpec(chart, objects, formats);
  if (!spec) return null;
  return (
    <div className="fx-reports-chart" data-testid="report-chart">
      <Chart type={spec.type} series={spec.series} options={{ ...spec.options, legend: { show: true, position: 'right' } }} height="100%" width="100%" />
    </div>
  );
}
