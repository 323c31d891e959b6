import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShortTermPricingCard } from './ShortTermPricingCard';

describe('spec 9 short-term pricing card', () => {
  it('issue 27: the minimum stay says what the tiers under it are, instead of sitting bare above 2-4 day prices', () => {
    render(
      <ShortTermPricingCard
        shortTerm={{ squareFoot: 640, priceFor2To4Days: 149, priceFor5To13Days: 129, priceFor14To29Days: 109, priceFor1To4Months: 89, priceFor4andMoreMonths: 75 }}
      />,
    );
    expect(screen.getByText('Minimum stay 14 days. Shorter stays (2-13 days*) are for immediate arrivals only.')).toBeVisible();
    expect(screen.queryByText('Minimum stay 14 days')).not.toBeInTheDocument();
  });

  it("lists the five tiers per day 'plus tax', and the monthly figure at daily x 30 for stays of a month or more", () => {
    render(
      <ShortTermPricingCard
        shortTerm={{ squareFoot: 640, priceFor2To4Days: 149, priceFor5To13Days: 129, priceFor14To29Days: 109, priceFor1To4Months: 89, priceFor4andMoreMonths: -1 }}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      // Issue 27: no month figure for a stay shorter than a month (a dash, named for a screen reader).
      ['$149 plus tax', '–Not priced by the month'],
      ['$129 plus tax', '–Not priced by the month'],
      ['$109 plus tax', '–Not priced by the month'],
      ['$89 plus tax', '$2,670'],
      // Issue 14: shown as given (spec 9), labelled so a reader knows to ask.
      ['-1 (call us)', '-1 (call us)'],
    ]);
  });

  it('issue 14: stays shorter than the 14-day minimum are marked for immediate arrivals only, as in the list table', () => {
    render(
      <ShortTermPricingCard
        shortTerm={{ squareFoot: 640, priceFor2To4Days: 149, priceFor5To13Days: 129, priceFor14To29Days: 109, priceFor1To4Months: 89, priceFor4andMoreMonths: 75 }}
      />,
    );
    const stays = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(stays).toEqual(['2-4 days*', '5-13 days*', '14-29 days', '1-4 months', '4+ months']);
    expect(screen.getByText('* for immediate arrivals only, call or text for availability')).toBeVisible();
  });
});
