/** The editor fields shared by every chart widget; the dashboard grid renders a form from them. */
import {
  AMOUNT_OF_RESULTS_OPTIONS,
  CHART_TYPE_LABELS,
  CHART_TYPES,
  CHART_VARIANT_LABELS,
  CHART_VARIANTS,
  ORDER_BY,
  ORDER_BY_LABELS,
  ORDERS,
} from '../../api/chart';
import type { DetailsField } from '../extension-points';

export const CHART_DETAILS_FIELDS: DetailsField[] = [
  { key: 'chartVariant', label: 'Display', kind: 'select', options: CHART_VARIANTS.map(v => ({ value: v, label: CHART_VARIANT_LABELS[v] })) },
  { key: 'chartType', label: 'Chart type', kind: 'select', options: CHART_TYPES.map(v => ({ value: v, label: CHART_TYPE_LABELS[v] })) },
  { key: 'amountOfResults', label: 'Amount of results', kind: 'select', options: AMOUNT_OF_RESULTS_OPTIONS.map(v => ({ value: v, label: String(v) })) },
  { key: 'combinedOtherResults', label: 'Combine other results', kind: 'boolean' },
  { key: 'order', label: 'Order', kind: 'select', options: ORDERS.map(v => ({ value: v, label: v === 'ascending' ? 'Ascending' : 'Descending' })) },
  { key: 'orderBy', label: 'Order by', kind: 'select', options: ORDER_BY.map(v => ({ value: v, label: ORDER_BY_LABELS[v] })) },
];
export const SHOW_UNCLASSIFIED_FIELD: DetailsField = { key: 'showUnclassified', label: 'Show unclassified', kind: 'boolean' };

import { validChartDetails, type ChartDetails } from '../../api/chart';
import type { LazyComponent, WidgetProps, WidgetTypeContribution } from '../extension-points';

export interface ChartWidgetDefinition {
  type: string;
  title: string;
  description: string;
  defaultSize: string;
  defaultDetails: ChartDetails;
  /** Adds the 'Show unclassified' switch (classification charts). */
  withUnclassified?: boolean;
  load: LazyComponent<WidgetProps<ChartDetails>>;
  preview?: string;
}

/** A chart widget's contribution: the shared chart fields as its editor, and spec 001 §4's validity rule. */
export function chartWidget(def: ChartWidgetDefinition): WidgetTypeContribution<ChartDetails> {
  return {
    type: def.type,
    chart: true,
    title: def.title,
    description: def.description,
    defaultSize: def.defaultSize,
    defaultDetails: { ...def.defaultDetails },
    detailsSchema: def.withUnclassified ? [...CHART_DETAILS_FIELDS, SHOW_UNCLASSIFIED_FIELD] : CHART_DETAILS_FIELDS,
    valid: validChartDetails,
    load: def.load,
    preview: def.preview ?? 'pi pi-chart-pie',
  };
}
