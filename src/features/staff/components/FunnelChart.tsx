import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FunnelRow } from '../types';

/**
 * The funnel's bars, for eyes (the table beside it is the accessible version). recharts is imported here only: this
 * file is loaded lazily (LazyFunnelChart), so the workspace's first screen does not carry it.
 */
export default function FunnelChart({ rows, periodLabel }: { rows: FunnelRow[]; periodLabel: (period: string) => string }) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      {/* No keyboard layer: the chart is hidden from assistive technology, and the table says the same. */}
      <BarChart accessibilityLayer={false} data={rows.map((row) => ({ ...row, label: periodLabel(row.period) }))}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Bar dataKey="clicked" name="Clicked" fill="var(--accent)" />
        <Bar dataKey="initiated" name="Initiated" fill="var(--focus)" />
        <Bar dataKey="submitted" name="Submitted" fill="var(--brand)" />
      </BarChart>
    </ResponsiveContainer>
  );
}
