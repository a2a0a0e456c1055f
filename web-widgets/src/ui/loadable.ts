import type { UiError } from './ui-error';

/**
 * The one status of anything a widget loads: nothing asked yet, on its way, there, or failed.
 * Stores name it for their widget (`GlossaryStatus = LoadStatus`) so components read
 * `status === 'ready'` everywhere.
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A value a widget loads, with its status. While it loads again, and after a failed refresh, the
 * value it had stays (a dashboard column keeps its documents while it refreshes).
 */
export type Loadable<T> =
  | { status: 'idle' }
  | { status: 'loading'; value?: T }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: UiError; value?: T };

export const idle = <T>(): Loadable<T> => ({ status: 'idle' });

/** Loading again keeps what was there. */
export const loading = <T>(previous?: Loadable<T>): Loadable<T> => {
  const value = previous === undefined ? undefined : valueOf(previous);
  return value === undefined ? { status: 'loading' } : { status: 'loading', value };
};

export const ready = <T>(value: T): Loadable<T> => ({ status: 'ready', value });

/** A failure keeps the value that was there, so a failed refresh does not blank the screen. */
export const failed = <T>(error: UiError, previous?: Loadable<T>): Loadable<T> => {
  const value = previous === undefined ? undefined : valueOf(previous);
  return value === undefined ? { status: 'error', error } : { status: 'error', error, value };
};

export const valueOf = <T>(loadable: Loadable<T>): T | undefined => (loadable.status === 'idle' ? undefined : loadable.value);
