import { useId, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './Accordion.module.css';

export interface AccordionProps {
  title: ReactNode;
  /** The heading level the title sits at in the page outline. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

/**
 * A card whose body is shown and hidden by a disclosure button in its heading; it starts collapsed
 * (spec section 2, resident FAQ).
 */
export function Accordion({ title, headingLevel = 2, children }: AccordionProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={`card ${styles.accordion}`}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <Icon name="chevron-down" className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </Heading>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
