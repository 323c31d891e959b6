import { Icon } from '@/components/Icon';
import { PET_KINDS, petPermissions, petSetting } from '@/features/floorplans/pets';
import type { Floorplan } from '@/features/floorplans/types';
import styles from './DetailCard.module.css';

/**
 * Spec section 9, the pet matrix: which pets the plan (or, without a setting, its most permissive active unit)
 * allows, with that same setting's policy text.
 */
export function PetsCard({ plan }: { plan: Pick<Floorplan, 'allowedPet' | 'units' | 'petPolicy'> }) {
  const { pet, policy } = petSetting(plan);
  const permissions = petPermissions(pet);
  return (
    <section className={`card ${styles.card}`} aria-labelledby="pets-title">
      <h2 id="pets-title">Pets</h2>
      <ul className={styles.facts}>
        {PET_KINDS.map((kind) => (
          <li key={kind.key} className={permissions[kind.key] ? styles.yes : styles.no}>
            <Icon name={permissions[kind.key] ? 'check' : 'close'} />
            {kind.label}: {permissions[kind.key] ? 'permitted' : 'not permitted'}
          </li>
        ))}
      </ul>
      {policy && <p className={styles.note}>{policy}</p>}
    </section>
  );
}
