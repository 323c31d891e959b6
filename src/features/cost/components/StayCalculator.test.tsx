import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import type { ShortTerm } from '@/features/floorplans/types';
import { IMMEDIATE_ARRIVALS_NOTE } from '@/features/short-term/tiers';
import { formatMoney } from '@/lib/format';
import { pinToday } from '@tests/msw/fixtures/today';
import { renderWithProviders } from '@tests/render';
import { STAY_DATE_MESSAGES } from '../stayPrice';
import StayCalculator from './StayCalculator';

beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

const shortTerm: ShortTerm = { squareFoot: 640, priceFor2To4Days: 149, priceFor5To13Days: 129, priceFor14To29Days: 109, priceFor1To4Months: 89, priceFor4andMoreMonths: 0 };
const plan = { id: 801, name: 'Suite A', shortTerm, propertyId: 8, propertyName: 'Limestone Suites' };

function renderCalculator() {
  const view = renderWithProviders(<StayCalculator plan={plan} />);
  const choose = (arrival: string, departure: string) => {
    fireEvent.change(screen.getByLabelText('Arrival'), { target: { value: arrival } });
    fireEvent.change(screen.getByLabelText('Departure'), { target: { value: departure } });
  };
  return { ...view, choose };
}

const line = (name: RegExp | string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('issue 16 stay price calculator', () => {
  it('before any date: says what the dates will show, and offers no question yet', () => {
    renderCalculator();
    expect(screen.getByText(/Choose your dates/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask about this stay' })).not.toBeInTheDocument();
  });

  it('spec 9: 20 nights at the 14-29 day price, each tax on its own line, and the total', () => {
    const { choose } = renderCalculator();
    choose('2026-03-10', '2026-03-30');
    const subtotal = 20 * shortTerm.priceFor14To29Days;
    expect(within(line('20 nights × $109 (14-29 days price)')).getByRole('cell')).toHaveTextContent(formatMoney(subtotal));
    let total = subtotal;
    for (const tax of config.stayTaxRules.taxes) {
      const amount = Math.round((subtotal * tax.ratePercent) / 100);
      total += amount;
      expect(within(line(`${tax.label} (${tax.ratePercent}%)`)).getByRole('cell')).toHaveTextContent(formatMoney(amount));
    }
    expect(within(line('Total')).getByRole('cell')).toHaveTextContent(formatMoney(total));
    expect(screen.queryByText(IMMEDIATE_ARRIVALS_NOTE)).not.toBeInTheDocument();
  });

  it('spec 9 minimum stay 14 days: a shorter stay carries the footnote', () => {
    const { choose } = renderCalculator();
    choose('2026-03-11', '2026-03-14');
    expect(line('3 nights × $149 (2-4 days price)*')).toBeVisible();
    expect(screen.getByText(IMMEDIATE_ARRIVALS_NOTE)).toBeVisible();
  });

  it('issue 27 one format for a quote (spec 9 prices without cents): no line of the quote shows cents', () => {
    const { choose } = renderCalculator();
    // 3 nights at $149 = $447; 7% of it is $31.29.
    choose('2026-03-11', '2026-03-14');
    const amounts = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(amounts).toHaveLength(2 + config.stayTaxRules.taxes.length);
    for (const amount of amounts) expect(amount).toMatch(/^\$[\d,]+$/);
  });

  it('spec 9: a tier without a positive price asks to call instead of giving a total', () => {
    const { choose } = renderCalculator();
    choose('2026-04-01', '2026-08-01');
    expect(screen.getByText(/122 nights fall in the 4\+ months price, which has no set rate/)).toBeVisible();
    expect(screen.getByRole('link', { name: '(812) 555-0142' })).toHaveAttribute('href', 'tel:+18125550142');
    expect(screen.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  });

  it('refuses a past arrival and a departure that is not after the arrival, on the field at fault', () => {
    const { choose } = renderCalculator();
    choose('2026-03-09', '2026-03-20');
    expect(screen.getByLabelText('Arrival')).toHaveAccessibleDescription(STAY_DATE_MESSAGES.past);
    choose('2026-03-20', '2026-03-20');
    expect(screen.getByLabelText('Departure')).toHaveAccessibleDescription(STAY_DATE_MESSAGES.order);
    expect(screen.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  });

  it('asking about the stay opens the contact form with the plan, the arrival and the dates', async () => {
    const { choose, user, shell } = renderCalculator();
    choose('2026-03-10', '2026-03-30');
    await user.click(screen.getByRole('button', { name: 'Ask about this stay' }));
    expect(shell.openContact).toHaveBeenCalledWith({
      propertyId: 8,
      propertyName: 'Limestone Suites',
      floorplanName: 'Suite A',
      moveInDate: '2026-03-10',
      question: 'I would like to stay from Mar 10, 2026 to Mar 30, 2026 (20 nights). Is Suite A available?',
    });
  });

  it("issue 27 one night is '1 night' in the question, not '1 nights'", async () => {
    const { choose, user, shell } = renderCalculator();
    choose('2026-03-10', '2026-03-11');
    await user.click(screen.getByRole('button', { name: 'Ask about this stay' }));
    expect(shell.openContact).toHaveBeenCalledWith(expect.objectContaining({ question: 'I would like to stay from Mar 10, 2026 to Mar 11, 2026 (1 night). Is Suite A available?' }));
  });
});
