import { describe, expect, it } from 'vitest';
import { isCsv, isImage, selectFiles, tooManyFilesMessage } from './fileRules';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('spec 5 image input rules', () => {
  it('keeps the first 3 images and says so when more are picked', () => {
    const picked = ['a', 'b', 'c', 'd'].map((name) => file(`${name}.jpg`, 'image/jpeg'));
    const selection = selectFiles(picked, isImage, 3);
    expect(selection.files.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(selection.truncated).toBe(true);
    expect(tooManyFilesMessage(3)).toBe('Only first 3 files included');
  });

  it('takes images only, whatever their extension says', () => {
    const selection = selectFiles([file('plan.pdf', 'application/pdf'), file('room.png', 'image/png')], isImage, 3);
    expect(selection.files.map((f) => f.name)).toEqual(['room.png']);
    expect(selection.rejected.map((f) => f.name)).toEqual(['plan.pdf']);
    expect(selection.truncated).toBe(false);
  });

  it('the CSV variant takes text/csv (or a .csv name when the browser gives no type)', () => {
    expect(isCsv(file('units.csv', 'text/csv'))).toBe(true);
    expect(isCsv(file('units.CSV', ''))).toBe(true);
    expect(isCsv(file('units.xlsx', 'application/vnd.ms-excel'))).toBe(false);
  });
});
