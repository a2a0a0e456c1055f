import type { SportsDataProvider } from '../sports.ports';

/**
 * Wraps a provider and counts the calls of each method, to check that the use cases load refs in
 * bulk (one `teams` call per answer, not one per row).
 */
export const countingProvider = <P extends SportsDataProvider>(
  inner: P,
): { provider: P; calls: Map<string, number>; reset: () => void } => {
  const calls = new Map<string, number>();
  const provider = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.set(String(property), (calls.get(String(property)) ?? 0) + 1);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { provider, calls, reset: () => calls.clear() };
};
