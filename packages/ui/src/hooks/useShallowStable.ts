import { useRef } from 'react';

/** True when `a` and `b` have the same keys with the same values (Object.is), one level deep. */
function shallowEqual(a: object, b: object): boolean {
  const keysOfA = Object.keys(a);
  if (keysOfA.length !== Object.keys(b).length) return false;
  return keysOfA.every(
    (key) =>
      Object.hasOwn(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * The object given, or the one given at an earlier render while it is shallowly equal to it. A
 * calculator builds its input afresh on every render; passed through this, the input keeps its
 * identity until a value in it changes, so the result memoized on it is computed (and reported)
 * once per change, not once per render.
 */
export function useShallowStable<T extends object>(value: T): T {
  const kept = useRef(value);
  if (!shallowEqual(kept.current, value)) kept.current = value;
  return kept.current;
}
