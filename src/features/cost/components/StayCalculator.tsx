import { useId, useState } from 'react';
import { useShellActions } from '@/features/inquiries/ShellContext';
import { TextInput } from '@/components/TextInput';
import { company, config } from '@/config';
import type { ShortTerm } from '@/features/floorplans/types';
import { IMMEDIATE_ARRIVALS_NOTE } from '@/features/short-term/tiers';
import { todayIso } from '@/lib/dates';
import { formatCount, formatDate, formatPhone, telHref } from '@/lib/format';
import { formatStayAmount, STAY_DATE_MESSAGES, stayQuote, type StayQuote } from '../stayPrice';
import styles from './StayCalculator.module.css';

export interface StayCalculatorProps {
  plan: { name: string; shortTerm: ShortTerm; propertyId: number; propertyName: string };
}

function CallUs({ children }: { children: string }) {
  return (
    <p>
      {children} Call or text <a href={telHref(company.phone)}>{formatPhone(company.phone)}</a>.
    </p>
  );
}

function QuoteLines({ quote }: { quote: Extract<StayQuote, { kind: 'priced' }> }) {
  return (
    <>
      <table className={styles.lines}>
        <caption className="visually-hidden">Price of your stay</caption>
        <tbody>
          <tr>
            <th scope="row">
              {formatCount(quote.nights, 'night')} × {formatStayAmount(quote.dailyPrice)} ({quote.tierLabel} price){quote.belowMinimum && '*'}
            </th>
            <td>{formatStayAmount(quote.subtotal)}</td>
          </tr>
          {quote.taxes.map((tax) => (
            <tr key={tax.label}>
              <th scope="row">
                {tax.label} ({tax.ratePercent}%)
              </th>
              <td>{formatStayAmount(tax.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatStayAmount(quote.total)}</td>
          </tr>
        </tfoot>
      </table>
      {quote.taxes.length === 0 && <p className="muted">Stays of {config.stayTaxedBelowNights} nights or more owe no lodging tax.</p>}
      {quote.belowMinimum && <p className="muted">{IMMEDIATE_ARRIVALS_NOTE}</p>}
    </>
  );
}

/**
 * Issue 16, the stay price of a short-term plan: arrival and departure give the nights, the tier of spec section 9,
 * nights × its daily price, each configured tax on its own line and the total. A tier without a price asks the
 * visitor to call. The dates go into the contact form when the visitor asks about the stay.
 */
export default function StayCalculator({ plan }: StayCalculatorProps) {
  const titleId = useId();
  const { openContact } = useShellActions();
  const [today] = useState(todayIso);
  const [arrival, setArrival] = useState('');
  const [departure, setDeparture] = useState('');
  const quote = arrival || departure ? stayQuote(plan.shortTerm, arrival, departure, today, { taxes: config.stayTaxes, taxedBelowNights: config.stayTaxedBelowNights }) : null;
  const invalid = quote?.kind === 'invalid' ? quote.message : undefined;
  const nights = quote && quote.kind !== 'invalid' ? quote.nights : null;

  function askAboutStay() {
    openContact({
      propertyId: plan.propertyId,
      propertyName: plan.propertyName,
      floorplanName: plan.name,
      moveInDate: arrival,
      question: `I would like to stay from ${formatDate(arrival)} to ${formatDate(departure)} (${formatCount(nights ?? 0, 'night')}). Is ${plan.name} available?`,
    });
  }

  return (
    <section className={`card ${styles.card}`} aria-labelledby={titleId}>
      <h2 id={titleId}>Price your stay</h2>
      <div className={styles.dates}>
        <TextInput label="Arrival" name="arrival" type="date" min={today} value={arrival} onChange={setArrival} error={invalid === STAY_DATE_MESSAGES.past ? invalid : undefined} />
        <TextInput label="Departure" name="departure" type="date" min={arrival || today} value={departure} onChange={setDeparture} error={invalid === STAY_DATE_MESSAGES.order ? invalid : undefined} />
      </div>
      <div aria-live="polite" className={styles.result}>
        {!quote && <p className="muted">Choose your dates to see the nights, the price that applies and the taxes.</p>}
        {invalid === STAY_DATE_MESSAGES.missing && <p className="muted">{invalid}</p>}
        {quote?.kind === 'priced' && <QuoteLines quote={quote} />}
        {quote?.kind === 'call' && <CallUs>{`${quote.nights} nights fall in the ${quote.tierLabel} price, which has no set rate: ask us for a price.`}</CallUs>}
        {quote?.kind === 'noTier' && <CallUs>One night is shorter than our shortest priced stay (2 nights).</CallUs>}
      </div>
      {nights !== null && (
        <button type="button" className="btn btn-primary" onClick={askAboutStay}>
          Ask about this stay
        </button>
      )}
    </section>
  );
}
