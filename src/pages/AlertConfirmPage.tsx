import { Link, useParams } from 'react-router-dom';
import { useConfirmAlert } from '@/features/alerts/api/confirmAlert';
import { AlertLinkAction } from '@/features/alerts/components/AlertLinkAction';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { useNoIndex } from '@/pages/common/useNoIndex';

/** /alerts/confirm/{key}: the link of the confirmation mail (issue 25). Only the button confirms. */
export default function AlertConfirmPage() {
  const { key = '' } = useParams();
  useNoIndex();
  useDocumentTitle(titles.page('Confirm your alert'));
  const confirm = useConfirmAlert(key);
  return (
    <section className="container section">
      <h1>Confirm your alert</h1>
      <AlertLinkAction
        intro="Press the button to start e-mailing you new homes that match your saved search."
        button="Confirm"
        action={confirm}
        after={({ managePath }) => (
          <p>
            <Link to={managePath}>See and change your alerts</Link>
          </p>
        )}
      />
    </section>
  );
}
