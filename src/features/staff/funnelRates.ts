import type { Funnel, FunnelRow } from './types';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** What share of the clicks went on to a step, e.g. '25%'; with no clicks there is no rate: '—'. */
export function conversionRate(count: number, clicked: number): string {
  return clicked > 0 ? percent.format(count / clicked) : '—';
}

export interface FunnelLine extends Omit<FunnelRow, 'period'> {
  /** The period's date, or 'Total'. */
  label: string;
  initiatedRate: string;
  submittedRate: string;
}

const line = (label: string, { clicked, initiated, submitted }: Omit<FunnelRow, 'period'>): FunnelLine => ({
  label,
  clicked,
  initiated,
  submitted,
  initiatedRate: conversionRate(initiated, clicked),
  submittedRate: conversionRate(submitted, clicked),
});

/** The funnel's table: one line a period, then the totals, each with its conversion rates. */
export function funnelLines(funnel: Funnel, periodLabel: (period: string) => string): { periods: FunnelLine[]; total: FunnelLine } {
  return { periods: funnel.rows.map((row) => line(periodLabel(row.period), row)), total: line('Total', funnel.totals) };
}
