/** Spec §9: the notification badge shows the count up to 9, then "9+". */
export const formatBadgeCount = (count: number): string => {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
};
