import { Fragment } from 'react';
import { Icon } from '@/components/Icon';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Skeleton } from '@/components/Skeleton';
import { imageUrl } from '@/lib/assets';
import { emailWrapSegments } from '@/lib/format';
import type { TeamMember } from '../types';
import styles from './TeamMembers.module.css';

/**
 * Photo (the default image if none), name, job title, a mailto link and, if there is one, 'MORE ABOUT ME'. A long
 * address wraps after its @ or before a dot (issue 27), not wherever the line happens to end.
 */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className={`card ${styles.card}`}>
      <ResponsiveImage
        className={styles.photo}
        src={imageUrl(member.photoLink)}
        alt={member.name}
        width={320}
        height={320}
        // Beside the text on phones (7rem), the card's width in the grid on wider screens.
        sizes="(min-width: 40rem) 20rem, 7rem"
      />
      <div className={styles.body}>
        <h2 className={styles.name}>{member.name}</h2>
        <p className={styles.job}>{member.jobTitle}</p>
        <a className={styles.email} href={`mailto:${member.email}`}>
          <Icon name="mail" />
          <span className={styles.address}>
            {emailWrapSegments(member.email).map((segment, index) => (
              <Fragment key={index}>
                {index > 0 && <wbr />}
                {segment}
              </Fragment>
            ))}
          </span>
        </a>
        {member.blogLink && (
          <a className="btn btn-secondary" href={member.blogLink} target="_blank" rel="noopener noreferrer" aria-label={`MORE ABOUT ME: ${member.name} (opens in a new tab)`}>
            MORE ABOUT ME
          </a>
        )}
      </div>
    </article>
  );
}

/** A card's shape while the team loads. */
export function TeamMemberCardSkeleton() {
  return (
    <div className={`card ${styles.card}`} data-testid="team-member-skeleton">
      <Skeleton className={styles.photo} height="auto" radius="0" />
      <div className={styles.body}>
        <Skeleton width="70%" height="1.4rem" />
        <Skeleton width="50%" />
        <Skeleton width="80%" />
      </div>
    </div>
  );
}
