import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RangeSlider } from './RangeSlider';
import type { Range } from './rangeRules';

function Rent({ initial = { min: 0, max: 4000 } }: { initial?: Range }) {
  const [value, setValue] = useState(initial);
  return <RangeSlider label="Rent" value={value} bounds={{ min: 0, max: 4000 }} onChange={setValue} format={(n) => `$${n}`} />;
}

describe('spec 5 RangeSlider', () => {
  it('labels both thumbs and shows the current range', () => {
    render(<Rent />);
    expect(screen.getByRole('slider', { name: 'Minimum rent' })).toHaveValue('0');
    expect(screen.getByRole('slider', { name: 'Maximum rent' })).toHaveValue('4000');
    expect(screen.getByRole('group', { name: /Rent/ })).toHaveTextContent('$0 – $4000');
  });

  it('puts both thumbs in the Tab order as native sliders (arrow keys move them in the browser)', async () => {
    const user = userEvent.setup();
    render(<Rent />);
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Minimum rent' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Maximum rent' })).toHaveFocus();
  });

  it('stops the minimum 2 below the maximum when dragged past it', () => {
    render(<Rent initial={{ min: 0, max: 1500 }} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum rent' }), { target: { value: '2000' } });
    expect(screen.getByRole('slider', { name: 'Minimum rent' })).toHaveValue('1498');
    expect(screen.getByRole('slider', { name: 'Maximum rent' })).toHaveValue('1500');
  });

  it('stops the maximum 2 above the minimum when dragged below it', () => {
    render(<Rent initial={{ min: 1000, max: 4000 }} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum rent' }), { target: { value: '500' } });
    expect(screen.getByRole('slider', { name: 'Maximum rent' })).toHaveValue('1002');
  });
});
