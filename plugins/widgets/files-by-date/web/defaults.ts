import { DEFAULT_CHART_DETAILS, type ChartDetails } from '@fathom/sdk/api/chart';

/** Ages read best as bars in their natural order. */
export const DATE_CHART_DEFAULTS: ChartDetails = { ...DEFAULT_CHART_DETAILS, chartType: 'verticalBar', orderBy: 'label' };
