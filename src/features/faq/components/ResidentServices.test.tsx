import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { ResidentServices } from './ResidentServices';

describe('issue 27 resident services', () => {
  it('issue 27 links for paying rent and requesting a repair when configured, each opening in a new tab', () => {
    renderWithProviders(<ResidentServices services={{ emergencyPhone: '8125550123', rentPaymentUrl: 'https://pay.example.com/', repairRequestUrl: 'https://repairs.example.com/' }} />);
    expect(screen.getByRole('link', { name: 'Emergency maintenance: (812) 555-0123' })).toHaveAttribute('href', 'tel:+18125550123');
    expect(screen.getByRole('link', { name: 'Pay rent online (opens in a new tab)' })).toHaveAttribute('href', 'https://pay.example.com/');
    expect(screen.getByRole('link', { name: 'Request a repair online (opens in a new tab)' })).toHaveAttribute('href', 'https://repairs.example.com/');
  });

  it('issue 27 only the configured one of the two links', () => {
    renderWithProviders(<ResidentServices services={{ emergencyPhone: '8125550123', rentPaymentUrl: 'https://pay.example.com/', repairRequestUrl: '' }} />);
    expect(screen.getByRole('link', { name: /Pay rent online/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /repair/ })).not.toBeInTheDocument();
  });
});
