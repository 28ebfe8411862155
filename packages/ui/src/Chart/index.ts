// Charts are their own entry (`@cloudexperts/ui/chart`): the pages that draw one load visx, the rest never do.
export { BarChart, type BarChartProps, type BarSeries } from './BarChart.tsx';
