/**
 * The guided tour's steps per page (spec §2). Each step points at an element with a stable
 * `data-tour` attribute (or none: a centred note) and names its text in the `tour` namespace.
 */
export interface TourStep {
  id: string;
  /** CSS selector of the highlighted element; absent = a popover in the middle of the page. */
  element?: string;
  /** `tour` namespace keys of the popover's title and text. */
  titleKey: string;
  bodyKey: string;
}

const at = (target: string): string => `[data-tour="${target}"]`;
const PAGE_TITLE = '#main h1';

/** The pages with their own steps; a path below one (e.g. /collections/42) belongs to it. */
export const TOUR_PAGES = [
  'dashboard',
  'search',
  'collections',
  'statistics',
  'glossary',
  'site-monitor',
  'administration',
  'user-guide',
] as const;
export type TourPage = (typeof TOUR_PAGES)[number];

export const tourPageOf = (pathname: string): TourPage | null => {
  const first = (pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)[0] ?? '';
  return TOUR_PAGES.find((page) => page === first) ?? null;
};

const step = (id: string, element?: string): TourStep => ({
  id,
  ...(element ? { element } : {}),
  titleKey: `steps.${id}.title`,
  bodyKey: `steps.${id}.body`,
});

/** The shell around every page: the same steps wherever the tour runs. */
const shellSteps: TourStep[] = [
  step('navigation', at('navigation')),
  step('notifications', at('notifications')),
  step('settings', at('settings')),
  step('user-menu', at('user-menu')),
];

/**
 * Steps for the page at `pathname`: what this page is for, then the shell. The welcome note
 * comes first only when the tour starts, not when it follows the user to another page.
 */
export const tourStepsFor = (pathname: string, options: { welcome: boolean }): TourStep[] => {
  const page = tourPageOf(pathname);
  return [
    ...(options.welcome ? [step('welcome')] : []),
    // Every page has one h1: the page's step points at its title.
    ...(page ? [step(`page.${page}`, PAGE_TITLE)] : []),
    ...shellSteps,
  ];
};
