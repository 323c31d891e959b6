import { formatCompanyTime, formatUtc } from '../companyTime';

/**
 * An instant of the staff API as the office reads it (America/Indiana/Indianapolis, wherever the agent's browser is),
 * with the same instant in UTC as its title; `never` when there is none.
 */
export function CompanyTime({ instant, never = 'Never' }: { instant: string | null; never?: string }) {
  if (instant === null) return never;
  return (
    <time dateTime={instant} title={formatUtc(instant)}>
      {formatCompanyTime(instant)}
    </time>
  );
}
