import { company } from '@/config';
import { descriptions } from '@/pages/common/descriptions';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { formatPhone, telHref } from '@/lib/format';

export default function AccessibilityPage() {
  useDocumentTitle(titles.page('Accessibility'), descriptions.accessibility());
  return (
    <section className="container section" style={{ maxWidth: '48rem' }}>
      <h1>Accessibility</h1>
      <p>
        We want everyone looking for a home in Bloomington to be able to use this site, whether they browse with a
        screen reader, a keyboard, voice control or a phone held in one hand.
      </p>
      <p>
        Every page is built with semantic HTML, every form field has a label, dialogs keep keyboard focus until you
        close them, and we test each page with automated accessibility checks.
      </p>
      <p>
        If something gets in your way, tell us and we will help you directly: call{' '}
        <a href={telHref(company.phone)}>{formatPhone(company.phone)}</a> or write to{' '}
        <a href={`mailto:${company.inquiriesEmail}`}>{company.inquiriesEmail}</a>.
      </p>
    </section>
  );
}
