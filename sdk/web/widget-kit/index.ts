/**
 * The widget kit's light part, safe to import from a plugin's index.ts (no chart library). Components are
 * imported by path from the lazily loaded widget files: './ChartView', './StatsChartWidget', './Figures',
 * './WidgetMessage', './useNodeProperty'.
 */
export * from './chart-options';
export * from './chart-schema';
