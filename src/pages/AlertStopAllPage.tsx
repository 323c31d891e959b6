import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '@/components/FormAlert';
import { isRefusedLink } from '@/features/alerts/api/alertsApi';
import { useStopAllAlerts } from '@/features/alerts/api/manageAlerts';
import { AlertLinkAction } from '@/features/alerts/components/AlertLinkAction';
import { StopAlertsByMail } from '@/features/alerts/components/StopAlertsByMail';
import { alertManagePath, ALERT_MESSAGES } from '@/features/alerts/types';
import { serverMessage } from '@/lib/http';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { useNoIndex } from '@/pages/common/useNoIndex';

/**
 * /alerts/stop-all/{manage key}: the "Stop all alerts to this address" link of an alert mail (issue 25). Only the
 * button stops them. A link that opens nothing (expired after its 60 days, or cut) will not work on a second press, so
 * the page offers a mail to us instead of the button.
 */
export default function AlertStopAllPage() {
  const { key = '' } = useParams();
  useNoIndex();
  useDocumentTitle(titles.page('Stop all your alerts'));
  const stopAll = useStopAllAlerts(key);
  return (
    <section className="container section">
      <h1>Stop all alerts to this address</h1>
      {isRefusedLink(stopAll.error) ? (
        <>
          <FormAlert tone="error">{serverMessage(stopAll.error) ?? ALERT_MESSAGES.manageUnknown}</FormAlert>
          <StopAlertsByMail />
        </>
      ) : (
        <AlertLinkAction
          intro={
            <>
              Press the button and none of your alerts will e-mail this address again. To stop or pause only some of them,{' '}
              <Link to={alertManagePath(key)}>see and change your alerts</Link> instead.
            </>
          }
          button="Stop all my alerts"
          action={stopAll}
        />
      )}
    </section>
  );
}
