import { useParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { Spinner } from '@/components/Spinner';
import { isRefusedLink } from '@/features/alerts/api/alertsApi';
import { useManagedAlerts } from '@/features/alerts/api/manageAlerts';
import { ManageAlerts } from '@/features/alerts/components/ManageAlerts';
import { serverMessage } from '@/lib/http';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { useNoIndex } from '@/pages/common/useNoIndex';

/** /alerts/manage/{key}: an address's alerts, opened by the key of our mails (issue 25). The key is never in the title. */
export default function AlertManagePage() {
  const { key = '' } = useParams();
  useNoIndex();
  useDocumentTitle(titles.page('Your alerts'));
  const alerts = useManagedAlerts(key);
  return (
    <section className="container section">
      <h1>Your alerts</h1>
      {alerts.isPending ? (
        <Spinner label="Loading your alerts" />
      ) : alerts.isError ? (
        isRefusedLink(alerts.error) ? (
          <p className="alert">{serverMessage(alerts.error)}</p>
        ) : (
          <LoadError what="your alerts" onRetry={() => void alerts.refetch()} />
        )
      ) : (
        <ManageAlerts manageKey={key} list={alerts.data} />
      )}
    </section>
  );
}
