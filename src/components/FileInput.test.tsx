import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CsvInput, ImageInput } from './FileInput';

const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('spec 5 ImageInput', () => {
  it('accepts images only and keeps the first 3 of 4, saying so', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ImageInput label="Photos" name="photos" onChange={onChange} />);
    const input = screen.getByLabelText('Photos');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');

    await user.upload(input, ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map(image));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.jpg' }), expect.objectContaining({ name: 'b.jpg' }), expect.objectContaining({ name: 'c.jpg' })]);
    expect(screen.getByRole('status')).toHaveTextContent('Only first 3 files included');
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('a.jpgb.jpgc.jpg');
  });

  it('says nothing when the files fit, and tells which file was not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ImageInput label="Photos" name="photos" onChange={vi.fn()} />);
    await user.upload(screen.getByLabelText('Photos'), [image('a.jpg'), new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' })]);
    expect(screen.getByRole('status')).toHaveTextContent('lease.pdf is not an image');
    expect(screen.getByRole('status')).not.toHaveTextContent('Only first');
  });

  it('takes another limit when given one', async () => {
    const user = userEvent.setup();
    render(<ImageInput label="Photos" name="photos" maxFiles={5} onChange={vi.fn()} />);
    await user.upload(screen.getByLabelText('Photos'), ['1', '2', '3', '4', '5', '6'].map((n) => image(`${n}.jpg`)));
    expect(screen.getByRole('status')).toHaveTextContent('Only first 5 files included');
  });
});

describe('spec 5 CsvInput', () => {
  it('accepts one text/csv file', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CsvInput label="Units file" name="units" onChange={onChange} />);
    const input = screen.getByLabelText('Units file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    expect(input).not.toHaveAttribute('multiple');

    await user.upload(input, new File(['id,rent'], 'units.csv', { type: 'text/csv' }));
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'units.csv' })]);
  });
});
