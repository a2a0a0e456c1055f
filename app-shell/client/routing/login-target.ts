const safeTarget = (from: unknown): string =>
  typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/dashboard';

/**
 * Where /login goes once the reader is in: the page they were sent from, else the dashboard. The
 * router keeps a navigation's state in the history entry (routes.tsx redirects to /login with
 * `{ from }`), so it is read there, with or without the router loaded. Only a path of this app.
 */
export const loginTarget = (): string => safeTarget((window.history.state as { from?: unknown } | null)?.from);
