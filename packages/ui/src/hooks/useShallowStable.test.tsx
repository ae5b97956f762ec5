import { renderHook } from '@testing-library/react';
import { useShallowStable } from './useShallowStable';

describe('useShallowStable', () => {
  it('keeps the first object while every value stays the same', () => {
    const first = { price: 400_000, rate: 6.5 };
    const { result, rerender } = renderHook(({ value }) => useShallowStable(value), { initialProps: { value: first } });
    rerender({ value: { price: 400_000, rate: 6.5 } });
    expect(result.current).toBe(first);
  });

  it('takes the new object once a value changes, and keeps that one', () => {
    const { result, rerender } = renderHook(({ value }) => useShallowStable(value), {
      initialProps: { value: { price: 400_000, rate: 6.5 } },
    });
    const changed = { price: 400_000, rate: 6.75 };
    rerender({ value: changed });
    expect(result.current).toBe(changed);
    rerender({ value: { price: 400_000, rate: 6.75 } });
    expect(result.current).toBe(changed);
  });

  it('counts NaN as equal to NaN, and sees a key added or removed', () => {
    const first = { price: NaN } as Record<string, number>;
    const { result, rerender } = renderHook(({ value }) => useShallowStable(value), { initialProps: { value: first } });
    rerender({ value: { price: NaN } });
    expect(result.current).toBe(first);
    const withRate = { price: NaN, rate: 6.5 };
    rerender({ value: withRate });
    expect(result.current).toBe(withRate);
    const withoutPrice = { rate: 6.5 };
    rerender({ value: withoutPrice });
    expect(result.current).toBe(withoutPrice);
  });
});
