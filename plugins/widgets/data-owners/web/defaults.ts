import { DEFAULT_CHART_DETAILS, type ChartDetails } from '@fathom/sdk/api/chart';

export const DEFAULTS: ChartDetails = {
  ...DEFAULT_CHART_DETAILS,
  chartType: 'horizontalBar',
  order: 'descending',
  amountOfResults: 10,
  combinedOtherResults: true,
};
