import { useParams } from 'react-router-dom';
import { useUnsubscribeAlert } from '@/features/alerts/api/unsubscribeAlert';
import { AlertLinkAction } from '@/features/alerts/components/AlertLinkAction';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { useNoIndex } from '@/pages/common/useNoIndex';

/** /alerts/unsubscribe/{key}: the unsubscribe link of an alert mail (issue 25). Only the button unsubscribes. */
export default function AlertUnsubscribePage() {
  const { key = '' } = useParams();
  useNoIndex();
  useDocumentTitle(titles.page('Unsubscribe'));
  const unsubscribe = useUnsubscribeAlert(key);
  return (
    <section className="container section">
      <h1>Unsubscribe from this alert</h1>
      <AlertLinkAction intro="Press the button and this alert will not e-mail you again." button="Unsubscribe" action={unsubscribe} />
    </section>
  );
}
