import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionDraft } from './useSessionDraft';

const empty = () => ({ name: '', phonePreferred: false, communities: [] as string[] });

describe('spec 2 forms: drafts', () => {
  it('keeps what was typed in sessionStorage and brings it back in a new form', () => {
    const first = renderHook(() => useSessionDraft('draft:test', empty));
    act(() => first.result.current.update({ name: 'Ana' }));
    act(() => first.result.current.update({ communities: ['The Kirkwood'] }));
    first.unmount();

    const second = renderHook(() => useSessionDraft('draft:test', empty));
    expect(second.result.current.values).toEqual({ name: 'Ana', phonePreferred: false, communities: ['The Kirkwood'] });
  });

  it('forgets the draft once cleared', () => {
    const first = renderHook(() => useSessionDraft('draft:test', empty));
    act(() => first.result.current.update({ name: 'Ana' }));
    act(() => first.result.current.clear());
    first.unmount();
    expect(renderHook(() => useSessionDraft('draft:test', empty)).result.current.values).toEqual(empty());
  });

  it('ignores a stored draft that is not JSON, and fields of the wrong kind', () => {
    window.sessionStorage.setItem('draft:broken', '{not json');
    expect(renderHook(() => useSessionDraft('draft:broken', empty)).result.current.values).toEqual(empty());

    window.sessionStorage.setItem('draft:old', JSON.stringify({ name: 'Bo', phonePreferred: 'yes', communities: 'x', extra: 1 }));
    expect(renderHook(() => useSessionDraft('draft:old', empty)).result.current.values).toEqual({ ...empty(), name: 'Bo' });
  });
});
