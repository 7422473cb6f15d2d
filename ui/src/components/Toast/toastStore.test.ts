import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getRenderedToasts, getToasts, MAX_VISIBLE_TOASTS, subscribeToToasts, toast } from './toastStore';

afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe('toastStore', () => {
  it('adds a notice with defaults and tells subscribers', () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToToasts((list) => seen.push(list.length));
    const id = toast({ title: 'Verzoek ontvangen!' });
    unsubscribe();
    toast({ title: 'Niet gezien' });
    expect(seen).toEqual([1]);
    expect(getToasts()[0]).toMatchObject({ id, title: 'Verzoek ontvangen!', variant: 'default' });
    expect(getToasts()[0]?.duration).toBeUndefined();
  });

  it('keeps at most three open, closing the oldest', () => {
    vi.useFakeTimers();
    for (const title of ['een', 'twee', 'drie', 'vier']) toast({ title });
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(getToasts().map((t) => t.title)).toEqual(['twee', 'drie', 'vier']);
    // The oldest is still rendered for its exit animation, then removed.
    expect(getRenderedToasts().map((t) => [t.title, t.open])).toEqual([
      ['een', false],
      ['twee', true],
      ['drie', true],
      ['vier', true],
    ]);
    vi.advanceTimersByTime(1000);
    expect(getRenderedToasts().map((t) => t.title)).toEqual(['twee', 'drie', 'vier']);
  });

  it('dismisses one by id, or all at once', () => {
    vi.useFakeTimers();
    const first = toast({ title: 'een', variant: 'destructive' });
    toast({ title: 'twee', duration: 1000 });
    dismissToast(first);
    expect(getToasts().map((t) => t.title)).toEqual(['twee']);
    expect(getToasts()[0]?.duration).toBe(1000);
    dismissToast();
    expect(getToasts()).toEqual([]);
    expect(getRenderedToasts()).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(getRenderedToasts()).toEqual([]);
  });

  it('returns a stable snapshot between changes', () => {
    toast({ title: 'een' });
    expect(getToasts()).toBe(getToasts());
    expect(getRenderedToasts()).toBe(getRenderedToasts());
  });
});
