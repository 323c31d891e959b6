import { descriptions } from '@/pages/common/descriptions';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { TeamMembers } from '@/features/team/components/TeamMembers';

export default function TeamPage() {
  useDocumentTitle(titles.page('Meet Our Team'), descriptions.team());
  return (
    <section className="container section">
      <h1>Meet Our Team</h1>
      <TeamMembers />
    </section>
  );
}
