import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SimilarCard } from '@/features/floorplan-detail/components/SimilarCard';
import { todayIso } from '@/lib/dates';
import type { FloorplanDetail } from './useFloorplanDetail';
import styles from './FloorplanDetailView.module.css';

/**
 * Issue 27: a floor plan taken off the market (inactive) is not offered as rentable: it says so, with no price or
 * Apply, and leads on to the homes like it. The server answers its page 410 Gone
 * (server/pages/record-status.ts), rendered or not, so search engines drop it.
 */
export function GoneFloorplanView({ detail }: { detail: FloorplanDetail }) {
  const [today] = useState(todayIso);
  const { plan, property, shortTerm } = detail;

  return (
    <div className={`container ${styles.page}`}>
      <section className={`card ${styles.gone}`} aria-labelledby="details-title">
        <h1 id="details-title">{plan.name}</h1>
        <p className={styles.goneBadge}>No longer available</p>
        <p>
          {plan.name} at {property.name} is no longer offered. The homes below are like it; our leasing team is glad to
          help you find another.
        </p>
        <div className={styles.goneLinks}>
          {shortTerm ? (
            <Link className="btn btn-primary" to="/short-term">
              See every flexible-term home
            </Link>
          ) : (
            <Link className="btn btn-primary" to={`/communities/${property.id}`}>
              See every home at {property.name}
            </Link>
          )}
          <Link className="btn btn-secondary" to="/">
            Search all homes
          </Link>
        </div>
      </section>
      <SimilarCard similar={detail.similar} today={today} />
    </div>
  );
}
