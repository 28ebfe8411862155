import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { ToggleButtonGroup, ToggleButtonGroupItem } from '../ToggleButtonGroup/ToggleButtonGroup.tsx';
import * as styles from './BarChart.css.ts';

/**
 * One set of bars: its name (legend and table column) and its value for each datum; null where
 * there is none to show (no bar, and the chart's `noValue` in the table), unlike a real zero.
 */
export interface BarSeries<Datum> {
  label: string;
  value: (datum: Datum) => number | null;
}

export interface BarChartProps<Datum> {
  /** What the chart shows; its caption, and the name of its table. */
  title: string;
  data: readonly Datum[];
  /** The short label under each group of bars ('Nov'). */
  category: (datum: Datum) => string;
  /** The label of a row of the table ('November 2026'); the short one when not given. */
  categoryLong?: (datum: Datum) => string;
  /** One or two series, drawn side by side in each group. */
  series: readonly [BarSeries<Datum>] | readonly [BarSeries<Datum>, BarSeries<Datum>];
  /** How a value reads on the axis and in the table ('$1,200.00', '3'). */
  format: (value: number) => string;
  /** The axis' shorter form of a value ('$1.2k'); `format` when not given. */
  formatTick?: (value: number) => string;
  /** The words of the chart/table switch. */
  viewLabels?: { switch: string; chart: string; table: string };
  /** Shown first: the chart, or its table. */
  defaultView?: 'chart' | 'table';
  /** The table's text where a series has no value. @default '—' */
  noValue?: string;
  /**
   * The least top of the value axis: an empty chart's scale, and a fixed one for rates (1 for
   * 100%). @default 1
   */
  minTop?: number;
  /** Ticks at whole numbers only (counts: no '0.5 proposals'). */
  wholeTicks?: boolean;
}

const width = 900;
const height = 240;
const margin = { top: 12, right: 8, bottom: 28, left: 56 };

/**
 * A bar chart with its data as a table: the SVG is a picture for the eyes only (hidden from
 * assistive technology), and the same figures are always in a real table, read by screen readers
 * while the chart shows and shown to everyone with the switch. Built on visx's scales and shapes
 * (only those modules are bundled); sized by its viewBox, so it scales to its container and draws
 * the same at every width.
 */
export function BarChart<Datum>({
  title,
  data,
  category,
  categoryLong = category,
  series,
  format,
  formatTick = format,
  viewLabels = { switch: 'Show as', chart: 'Chart', table: 'Table' },
  defaultView = 'chart',
  noValue = '—',
  minTop = 1,
  wholeTicks = false,
}: BarChartProps<Datum>) {
  const captionId = useId();
  const [view, setView] = useState(defaultView);
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const labels = data.map(category);
  const highest = Math.max(0, ...data.flatMap((datum) => series.map((one) => one.value(datum) ?? 0)));
  const x = scaleBand<string>({ domain: labels, range: [0, innerWidth], padding: 0.25 });
  const inner = scaleBand<number>({ domain: series.map((_, index) => index), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear<number>({ domain: [0, Math.max(highest, minTop)], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(4).filter((tick) => !wholeTicks || Number.isInteger(tick));
  const textOf = (value: number | null) => (value === null ? noValue : format(value));
  const table = (
    <table className={styles.table} aria-labelledby={captionId}>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            <VisuallyHidden>{title}</VisuallyHidden>
          </th>
          {series.map((one) => (
            <th key={one.label} scope="col" className={styles.headCell}>
              {one.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((datum) => (
          <tr key={categoryLong(datum)}>
            <th scope="row" className={styles.cell}>
              {categoryLong(datum)}
            </th>
            {series.map((one) => (
              <td key={one.label} className={styles.cell}>
                {textOf(one.value(datum))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <div className={styles.header}>
        <figcaption id={captionId} className={styles.caption}>
          {title}
        </figcaption>
        <ToggleButtonGroup
          aria-label={`${viewLabels.switch}: ${title}`}
          size="sm"
          selectedKey={view}
          onSelectionChange={(key) => setView(key === 'table' ? 'table' : 'chart')}
        >
          <ToggleButtonGroupItem id="chart">{viewLabels.chart}</ToggleButtonGroupItem>
          <ToggleButtonGroupItem id="table">{viewLabels.table}</ToggleButtonGroupItem>
        </ToggleButtonGroup>
      </div>
      {view === 'table' ? (
        table
      ) : (
        <>
          {series.length > 1 ? (
            <ul className={styles.legend} aria-hidden="true">
              {series.map((one, index) => (
                <li key={one.label} className={styles.legendItem}>
                  <span className={`${styles.swatch} ${styles.seriesSwatch[index === 0 ? 0 : 1]}`} />
                  {one.label}
                </li>
              ))}
            </ul>
          ) : null}
          <svg
            className={styles.svg}
            viewBox={`0 0 ${String(width)} ${String(height)}`}
            aria-hidden="true"
            focusable="false"
          >
            <Group left={margin.left} top={margin.top}>
              {ticks.map((tick) => (
                <line key={tick} className={styles.gridLine} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
              ))}
              {data.map((datum) => (
                <Group key={category(datum)} left={x(category(datum)) ?? 0}>
                  {series.map((one, index) => {
                    const value = one.value(datum);
                    if (value === null) return null;
                    const top = y(value);
                    return (
                      <Bar
                        key={one.label}
                        className={styles.seriesFill[index === 0 ? 0 : 1]}
                        x={inner(index) ?? 0}
                        y={top}
                        width={inner.bandwidth()}
                        height={Math.max(0, innerHeight - top)}
                        rx={2}
                      />
                    );
                  })}
                </Group>
              ))}
              <AxisLeft
                scale={y}
                tickValues={ticks}
                tickFormat={(value) => formatTick(Number(value))}
                hideAxisLine
                hideTicks
                tickLabelProps={{ className: styles.tick, textAnchor: 'end', dx: -4, dy: 4 }}
              />
              <AxisBottom
                scale={x}
                top={innerHeight}
                hideTicks
                axisLineClassName={styles.axisLine}
                tickLabelProps={{ className: styles.tick, textAnchor: 'middle' }}
              />
            </Group>
          </svg>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </figure>
  );
}
