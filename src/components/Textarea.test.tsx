import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Textarea } from './Textarea';

function Questions({ maxLength, error }: { maxLength?: number; error?: string }) {
  const [value, setValue] = useState('');
  return <Textarea label="Questions" name="questions" value={value} onChange={setValue} maxLength={maxLength} error={error} />;
}

describe('spec 5 Textarea', () => {
  it('holds 1000 characters by default and says how many are left', async () => {
    const user = userEvent.setup();
    render(<Questions />);
    const box = screen.getByRole('textbox', { name: 'Questions' });
    expect(box).toHaveAttribute('maxLength', '1000');
    expect(box).toHaveAccessibleDescription('1000 characters left');

    await user.type(box, 'Is parking included?');
    expect(screen.getByText('980 characters left')).toBeVisible();
  });

  it('cuts a paste that is longer than the limit and shows 0 left', () => {
    render(<Questions maxLength={10} />);
    const box = screen.getByRole('textbox', { name: 'Questions' });
    fireEvent.change(box, { target: { value: 'abcdefghijklmnop' } });
    expect(box).toHaveValue('abcdefghij');
    expect(screen.getByText('0 characters left')).toBeVisible();
  });

  it('marks itself invalid and is described by its error', () => {
    render(<Questions error="Please provide Question" />);
    const box = screen.getByRole('textbox', { name: 'Questions' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription(/Please provide Question/);
  });
});
