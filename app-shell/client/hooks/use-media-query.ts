import { useCallback, useSyncExternalStore } from 'react';

/** The phone layout's breakpoint (ADR 0018); AppLayout.css uses the same width. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether a media query matches now, re-rendering when it changes (rotation, a resized window). */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
};
