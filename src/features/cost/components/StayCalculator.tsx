import { useId, useState } from 'react';
import { useShellActions } from '@/features/inquiries/ShellContext';
import { Modal } from '@/components/Modal';
import { SelectInput } from '@/components/SelectInput';
import { TextInput } from '@/components/TextInput';
import { company, config } from '@/config';
import type { ShortTerm } from '@/features/floorplans/types';
import { IMMEDIATE_ARRIVALS_NOTE } from '@/features/short-term/tiers';
import { todayIso } from '@/lib/dates';
import { formatCount, formatDate, formatMoney, formatPhone, telHref } from '@/lib/format';
import { quoteLineLabels, STAY_DATE_MESSAGES, stayQuote, unpricedMessage, type PricedStay } from '../stayPrice';
import { GUEST_OPTIONS } from '../stayRequest';
import { StayRequestForm } from './StayRequestForm';
import styles from './StayCalculator.module.css';

export interface StayCalculatorProps {
  plan: { id: number; name: string; shortTerm: ShortTerm; propertyId: number; propertyName: string };
}

function CallUs({ children }: { children: string }) {
  return (
    <p>
      {children} Call or text <a href={telHref(company.phone)}>{formatPhone(company.phone)}</a>.
    </p>
  );
}

function QuoteLines({ quote }: { quote: PricedStay }) {
  return (
    <>
      <table className={styles.lines}>
        <caption className="visually-hidden">Price of your stay</caption>
        <tbody>
          <tr>
            <th scope="row">
              {quoteLineLabels.stay(quote)}
              {quote.belowMinimum && '*'}
            </th>
            <td>{formatMoney(quote.subtotal)}</td>
          </tr>
          {quote.taxes.map((tax) => (
            <tr key={tax.label}>
              <th scope="row">{quoteLineLabels.tax(tax)}</th>
              <td>{formatMoney(tax.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatMoney(quote.total)}</td>
          </tr>
        </tfoot>
      </table>
      {quote.taxes.length === 0 && <p className="muted">Stays of {config.stayTaxRules.taxedBelowNights} nights or more owe no lodging tax.</p>}
      {quote.belowMinimum && <p className="muted">{IMMEDIATE_ARRIVALS_NOTE}</p>}
    </>
  );
}

/**
 * Issue 16, the stay price of a short-term plan: arrival and departure give the nights, the tier of spec section 9,
 * nights × its daily price, each configured tax on its own line and the total. A tier without a price asks the
 * visitor to call. The dates go into the contact form when the visitor asks about the stay; a priced stay can be
 * requested with its dates and guests (issue 27), which the API prices again itself.
 */
export default function StayCalculator({ plan }: StayCalculatorProps) {
  const titleId = useId();
  const { openContact } = useShellActions();
  const [today] = useState(todayIso);
  const [arrival, setArrival] = useState('');
  const [departure, setDeparture] = useState('');
  const [guests, setGuests] = useState('1');
  const [requesting, setRequesting] = useState(false);
  const quote = arrival || departure ? stayQuote(plan.shortTerm, arrival, departure, today, config.stayTaxRules) : null;
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
        <SelectInput label="Guests" name="guests" options={GUEST_OPTIONS} placeholder="Guests" value={guests} onChange={(value) => setGuests(value || '1')} />
      </div>
      <div aria-live="polite" className={styles.result}>
        {!quote && <p className="muted">Choose your dates to see the nights, the price that applies and the taxes.</p>}
        {invalid === STAY_DATE_MESSAGES.missing && <p className="muted">{invalid}</p>}
        {quote?.kind === 'priced' && <QuoteLines quote={quote} />}
        {(quote?.kind === 'call' || quote?.kind === 'noTier') && <CallUs>{unpricedMessage(quote)}</CallUs>}
      </div>
      {nights !== null && (
        <div className={styles.actions}>
          {quote?.kind === 'priced' && (
            <button type="button" className="btn btn-primary" onClick={() => setRequesting(true)}>
              Request these dates
            </button>
          )}
          <button type="button" className={`btn ${quote?.kind === 'priced' ? 'btn-secondary' : 'btn-primary'}`} onClick={askAboutStay}>
            Ask about this stay
          </button>
        </div>
      )}
      <Modal open={requesting && quote?.kind === 'priced'} onClose={() => setRequesting(false)} title="Request these dates">
        {quote?.kind === 'priced' && <StayRequestForm plan={plan} arrival={arrival} departure={departure} guests={Number(guests)} quote={quote} />}
      </Modal>
    </section>
  );
}
