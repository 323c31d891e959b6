import { LoadError } from '@/components/LoadError';
import { useTeamMembers } from '../api/getTeamMembers';
import { TeamMemberCard, TeamMemberCardSkeleton } from './TeamMemberCard';
import styles from './TeamMembers.module.css';

/** The team's cards (spec section 2): three placeholders while loading, then one card per member. */
export function TeamMembers() {
  const team = useTeamMembers();
  if (team.isPending) {
    return (
      <div className={styles.grid} role="status" aria-label="Loading the team">
        {[0, 1, 2].map((slot) => (
          <TeamMemberCardSkeleton key={slot} />
        ))}
      </div>
    );
  }
  if (team.isError) return <LoadError what="the team" onRetry={() => void team.refetch()} />;
  if (team.data.length === 0) return <p className="muted">Our team will be introduced here soon.</p>;
  return (
    <ul className={styles.grid} aria-label="Team members">
      {team.data.map((member) => (
        <li key={member.id}>
          <TeamMemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}
