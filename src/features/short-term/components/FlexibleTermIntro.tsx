import styles from './FlexibleTermIntro.module.css';

/** Spec section 2, flexible-term marketing page: every fact and every audience. */
const FACTS = [
  { title: '14-day minimum', text: 'Stay two weeks, two months or longer.' },
  { title: 'No lease, no deposit', text: 'Nothing to sign for a year and nothing held back.' },
  { title: '0 days notice to vacate', text: 'Leave when your plans change.' },
  { title: 'Book in 5 minutes', text: 'Pick a home, tell us your dates, and you are set.' },
  { title: 'Fully furnished and equipped', text: 'Furniture, kitchenware, linens: bring your suitcase.' },
  { title: 'All utilities plus internet', text: 'One price covers power, water, heat and Wi-Fi.' },
  { title: 'In-unit washer and dryer', text: 'No trips to the laundromat.' },
  { title: 'Credit card charged weekly', text: 'Pay as you stay, week by week.' },
  { title: 'Corporate direct-bill available', text: 'We can invoice your employer directly.' },
  {
    title: 'Complimentary monthly cleaning',
    text: 'Stays of 30 days or longer get one complimentary cleaning per month on request.',
  },
  { title: 'No pets', text: 'Our furnished homes are pet-free.' },
] as const;

const AUDIENCES = [
  'Visiting professionals',
  'Relocated employees',
  'Homeowners in transition',
  'Insurance housing',
  'Students',
  'Leisure travelers',
] as const;

export function FlexibleTermIntro() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="flexible-title">
        <div className="container">
          <h1 id="flexible-title">Flexible-term furnished homes</h1>
          <p className={styles.lead}>
            Furnished apartments in Bloomington by the week or the month, with no lease and no deposit.
          </p>
        </div>
      </section>
      <section className="container section" aria-labelledby="facts-title">
        <h2 id="facts-title">How it works</h2>
        <ul className={styles.facts}>
          {FACTS.map((fact) => (
            <li key={fact.title} className="card">
              <h3>{fact.title}</h3>
              <p>{fact.text}</p>
            </li>
          ))}
        </ul>
        <h2>Who stays with us</h2>
        <ul className={styles.audiences}>
          {AUDIENCES.map((audience) => (
            <li key={audience}>{audience}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
