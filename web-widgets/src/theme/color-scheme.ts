/**
 * The reader's light/dark choice (docs/decisions/0019-dark-mode-and-shortcuts.md). `system`
 * follows prefers-color-scheme; `light` and `dark` become data-nd-theme on the widget root, the
 * attribute theme.css reads.
 */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';
export const COLOR_SCHEME_CHOICES: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];

/** The value of data-nd-theme for a choice: none for `system`. */
export type ThemeAttribute = 'light' | 'dark';

export const isColorSchemeChoice = (value: unknown): value is ColorSchemeChoice =>
  typeof value === 'string' && (COLOR_SCHEME_CHOICES as readonly string[]).includes(value);

export const themeAttributeOf = (choice: ColorSchemeChoice): ThemeAttribute | undefined => (choice === 'system' ? undefined : choice);

/** CSS `color-scheme` for the page around the widgets, so its scrollbars and canvas match. */
export const cssColorSchemeOf = (choice: ColorSchemeChoice): string => (choice === 'system' ? 'light dark' : choice);

/** localStorage key of the choice; read before the first render so the page does not flash. */
export const COLOR_SCHEME_STORAGE_KEY = 'nd.colorScheme';

/** What was stored, or `system` for nothing, garbage or a storage that throws (private mode). */
export const readColorSchemeChoice = (storage: Pick<Storage, 'getItem'> | undefined): ColorSchemeChoice => {
  try {
    const stored = storage?.getItem(COLOR_SCHEME_STORAGE_KEY);
    return isColorSchemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
};

/** Remembers the choice; `system` removes the entry. A full or refused storage is not an error. */
export const writeColorSchemeChoice = (storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, choice: ColorSchemeChoice): void => {
  try {
    if (choice === 'system') storage?.removeItem(COLOR_SCHEME_STORAGE_KEY);
    else storage?.setItem(COLOR_SCHEME_STORAGE_KEY, choice);
  } catch {
    // The choice still applies to this page; it is just not remembered.
  }
};
