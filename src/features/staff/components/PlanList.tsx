import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '@/lib/format';
import { staffPaths } from '../paths';
import type { PlanSummary } from '../planEdits';
import shared from './staff.module.css';

/** What a plan's line says besides its name: on the site or not, its special rent, its web specials. */
function planFacts(plan: PlanSummary): string {
  const facts = [plan.active ? 'On the site' : 'Not on the site'];
  if (plan.specialRent !== null && plan.specialRentStartDate && plan.specialRentEndDate) {
    facts.push(`special rent ${formatMoney(plan.specialRent)} from ${formatDate(plan.specialRentStartDate)} to ${formatDate(plan.specialRentEndDate)}`);
  }
  if (plan.webSpecials > 0) facts.push(plan.webSpecials === 1 ? '1 web special' : `${plan.webSpecials} web specials`);
  return facts.join(' · ');
}

/** Every floor plan by community, each a link to its page (where its details and specials are edited). */
export function PlanList({ plans }: { plans: PlanSummary[] }) {
  const communities = [...new Map(plans.map((plan) => [plan.communityId, plan.communityName])).entries()];
  return communities.map(([communityId, communityName]) => (
    <section key={communityId} aria-labelledby={`community-${communityId}`}>
      <h3 id={`community-${communityId}`}>{communityName}</h3>
      <ul className={shared.list}>
        {plans
          .filter((plan) => plan.communityId === communityId)
          .map((plan) => (
            <li key={plan.id}>
              <Link to={staffPaths.plan(plan.id)}>{plan.name}</Link>
              <p className={shared.facts}>{planFacts(plan)}</p>
            </li>
          ))}
      </ul>
    </section>
  ));
}
