/**
 * "Firefox on Linux" from a User-Agent header: enough for an admin to tell a user's sessions
 * apart ("the laptop, not the phone"). Order matters: Edge and Opera also say Chrome, Chrome
 * also says Safari. Unknown agents give null and the raw header is shown instead.
 */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux|X11/, 'Linux'],
];

export const describeDevice = (userAgent: string | null): { browser: string; system: string | null } | null => {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return null;
  return { browser, system: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null };
};
