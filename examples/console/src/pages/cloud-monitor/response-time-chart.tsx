import type { MonitorResult } from '@console/core';
import { useMessage } from '@console/core/react';
import * as styles from './cloud-monitor-dashboard.css';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 24;

/**
 * The response times of the latest runs as a simple SVG line (oldest left), a DOWN run as a red
 * mark on the baseline. The figures are also in the results table below it.
 */
export function ResponseTimeChart({ results }: { results: readonly MonitorResult[] }) {
  const t = useMessage();
  const runs = [...results].reverse();
  if (runs.length === 0) return <p className={styles.empty}>{t('cloudMonitors.dashboard.noData')}</p>;
  const times = runs.map((run) => run.responseTimeMs ?? 0);
  const max = Math.max(1, ...times);
  const x = (index: number) =>
    PAD + (runs.length === 1 ? 0 : (index * (WIDTH - 2 * PAD)) / (runs.length - 1));
  const y = (ms: number) => HEIGHT - PAD - (ms / max) * (HEIGHT - 2 * PAD);
  const points = runs
    .map((run, index) =>
      run.responseTimeMs === null ? null : `${x(index).toFixed(1)},${y(run.responseTimeMs).toFixed(1)}`,
    )
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('cloudMonitors.dashboard.responseTimeChart')}
      data-testid="response-time-chart"
    >
      <line className={styles.axis} x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} />
      <text className={styles.axisLabel} x={PAD} y={PAD - 8}>
        {`${Math.round(max)} ms`}
      </text>
      <polyline className={styles.line} points={points} />
      {runs.map((run, index) =>
        run.status === 'DOWN' ? (
          <circle key={run.id} className={styles.down} cx={x(index)} cy={HEIGHT - PAD} r={4} />
        ) : null,
      )}
    </svg>
  );
}
