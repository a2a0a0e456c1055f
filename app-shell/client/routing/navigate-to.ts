import type { NavigateOptions } from '@reach/router';

/**
 * @reach/router's navigate, its code fetched on first use: /login paints before the router
 * arrives (ADR 0016, "/login without the router"). Once the app is shown, the router is loaded
 * and this is a plain call.
 */
export const navigateTo = async (to: string, options?: NavigateOptions<object>): Promise<void> => {
  const { navigate } = await import('@reach/router');
  await navigate(to, options);
};
