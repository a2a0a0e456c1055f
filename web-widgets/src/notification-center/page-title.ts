const COUNT_PREFIX = /^\(\d+\+?\) /;

/** The page title without a count prefix this widget added. */
export const baseTitle = (title: string): string => title.replace(COUNT_PREFIX, '');

/** "(3) Newsdesk"; the count as the badge shows it ("9+" above 9); no prefix for 0. */
export const titleWithCount = (title: string, badge: string): string => (badge ? `(${badge}) ${baseTitle(title)}` : baseTitle(title));
