import { useId } from 'react';
import { funnelLines, type FunnelLine } from '../funnelRates';
import type { Funnel } from '../types';
import styles from './FunnelTable.module.css';

function Line({ line }: { line: FunnelLine }) {
  return (
    <tr>
      <th scope="row">{line.label}</th>
      <td>{line.clicked}</td>
      <td>{line.initiated}</td>
      <td>{line.submitted}</td>
      <td>{line.initiatedRate}</td>
      <td>{line.submittedRate}</td>
    </tr>
  );
}

/** The funnel's numbers, a period a line with the totals last: the chart's accessible and checkable twin. */
export function FunnelTable({ funnel, periodLabel }: { funnel: Funnel; periodLabel: (period: string) => string }) {
  const { periods, total } = funnelLines(funnel, periodLabel);
  const captionId = useId();
  return (
    // On a phone the table scrolls sideways inside this box, which a keyboard can reach to scroll it too.
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Contact funnel by period
        </caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Clicked</th>
            <th scope="col">Initiated</th>
            <th scope="col">Submitted</th>
            <th scope="col">Initiated / clicked</th>
            <th scope="col">Submitted / clicked</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((line) => (
            <Line key={line.label} line={line} />
          ))}
        </tbody>
        <tfoot>
          <Line line={total} />
        </tfoot>
      </table>
    </div>
  );
}
