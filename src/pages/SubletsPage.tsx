import { Link } from 'react-router-dom';
import { descriptions } from '@/pages/common/descriptions';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { Icon } from '@/components/Icon';
import { SubletList } from '@/features/sublets/components/SubletList';
import styles from './SubletsPage.module.css';

/** /sublets: the free sublet board (spec section 2), with the way to post one. */
export default function SubletsPage() {
  useDocumentTitle(titles.sublets(), descriptions.sublets());
  return (
    <section className="container section">
      <div className={styles.header}>
        <h1>Sublets</h1>
        <Link className="btn btn-primary" to="/sublets/new">
          <Icon name="plus" />
          Add Sublet
        </Link>
      </div>
      <SubletList />
    </section>
  );
}
