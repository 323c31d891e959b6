import { LoadError } from '@/components/LoadError';
import { useStaffAlerts } from '@/features/staff/api/getStaffAlerts';
import { AlertCountsTable, AlertMailsTable } from '@/features/staff/components/AlertTables';
import { LoadingPlaceholder } from '@/features/staff/components/LoadingPlaceholder';
import { StopAlertForm } from '@/features/staff/components/StopAlertForm';
import { STAFF_ALERT_MAILS } from '@/features/staff/types';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

/**
 * `/staff/alerts` (issue 25): how many renters wait for homes by e-mail, per community, and what was mailed them; and
 * where the office stops an alert a renter asked to stop by mail.
 */
export default function AlertsPage() {
  useDocumentTitle(titles.page('Alerts'));
  const alerts = useStaffAlerts();

  return (
    <>
      <h1>Alerts</h1>
      <p className="muted">Renters who asked to be e-mailed new homes that match their search. Times are the office&apos;s (Indianapolis).</p>
      {alerts.isPending ? (
        <LoadingPlaceholder label="Loading the alerts" height="14rem" />
      ) : alerts.isError ? (
        <LoadError what="the alerts" onRetry={() => void alerts.refetch()} />
      ) : (
        <>
          <h2>Running alerts</h2>
          {alerts.data.communities.length === 0 ? <p>No renter has a running alert yet.</p> : <AlertCountsTable communities={alerts.data.communities} />}
          <h2>Mails sent</h2>
          {alerts.data.sent.length === 0 ? (
            <p>No alert mail has been sent yet.</p>
          ) : (
            <>
              <p className="muted">The latest {STAFF_ALERT_MAILS}.</p>
              <AlertMailsTable sent={alerts.data.sent} />
            </>
          )}
        </>
      )}
      <StopAlertForm />
    </>
  );
}
