import { useParams } from 'react-router-dom';
import { FormAlert } from '@/components/FormAlert';
import { useUnsubscribeAlert } from '@/features/alerts/api/unsubscribeAlert';
import { AlertLinkAction } from '@/features/alerts/components/AlertLinkAction';
import { StopAlertsByMail } from '@/features/alerts/components/StopAlertsByMail';
import { ALERT_MESSAGES } from '@/features/alerts/types';
import { answeredWith, serverMessage } from '@/lib/http';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { useNoIndex } from '@/pages/common/useNoIndex';

const expired = (error: unknown) => answeredWith(error, 410);

/**
 * /alerts/unsubscribe/{key}: the unsubscribe link of an alert mail (issue 25). Only the button unsubscribes. A link
 * past its window (410) will not work on a second press, so the page says which links do, and offers a mail to us.
 */
export default function AlertUnsubscribePage() {
  const { key = '' } = useParams();
  useNoIndex();
  useDocumentTitle(titles.page('Unsubscribe'));
  const unsubscribe = useUnsubscribeAlert(key);
  return (
    <section className="container section">
      <h1>Unsubscribe from this alert</h1>
      {expired(unsubscribe.error) ? (
        <>
          <FormAlert tone="error">{serverMessage(unsubscribe.error) ?? ALERT_MESSAGES.unsubscribeExpired}</FormAlert>
          <StopAlertsByMail />
        </>
      ) : (
        <AlertLinkAction intro="Press the button and this alert will not e-mail you again." button="Unsubscribe" action={unsubscribe} />
      )}
    </section>
  );
}
