import { descriptions } from '@/pages/common/descriptions';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { ContactSection } from '@/features/inquiries/components/ContactSection';
import { ResidentFaqCard } from '@/features/faq/components/ResidentFaqCard';
import { ResidentServices } from '@/features/faq/components/ResidentServices';
import styles from './ResidentsPage.module.css';

/**
 * The resident FAQ (spec section 2): the emergency number and the services configured (issue 27), general and
 * maintenance questions, then a way to ask another.
 */
export default function ResidentsPage() {
  useDocumentTitle(titles.page('Residents'), descriptions.residents());
  return (
    <div className={`container section ${styles.page}`}>
      <h1>Resident FAQ</h1>
      <ResidentServices />
      <ResidentFaqCard kind="general" title="General Questions" />
      <ResidentFaqCard kind="maintenance" title="Maintenance Questions" />
      <ContactSection title="Still have a question?" fill />
    </div>
  );
}
