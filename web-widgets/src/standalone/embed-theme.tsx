import { useLayoutEffect, useRef } from 'react';

/** The embed option `theme`: 'auto' follows the host's prefers-color-scheme (docs/embedding.md). */
export type EmbedTheme = 'light' | 'dark' | 'auto';

export const EMBED_THEMES: readonly EmbedTheme[] = ['light', 'dark', 'auto'];

/** The value of `data-nd-theme` on .nd-root for an option: none for 'auto', so the media query decides. */
export const themeAttribute = (theme: EmbedTheme | undefined): 'light' | 'dark' | null =>
  theme === 'light' || theme === 'dark' ? theme : null;

/** Refuses a misspelt option at mount time instead of silently showing the other scheme. */
export const checkEmbedTheme = (theme: unknown, caller: string): void => {
  if (theme !== undefined && !EMBED_THEMES.includes(theme as EmbedTheme)) {
    throw new TypeError(`${caller}: options.theme must be 'light', 'dark' or 'auto'.`);
  }
};

/**
 * Sets `data-nd-theme` on the widget's .nd-root, which theme.css keys the dark tokens on
 * (`.nd-root[data-nd-theme="dark"]`, and prefers-color-scheme for a root without the attribute).
 * The root belongs to WidgetProvider, so this marker finds it from inside; a layout effect runs
 * before the first paint, so the widget never flashes in the other scheme.
 */
export const EmbedThemeAttribute = ({ theme }: { theme: EmbedTheme | undefined }) => {
  const marker = useRef<HTMLSpanElement>(null);
  const value = themeAttribute(theme);
  useLayoutEffect(() => {
    const root = marker.current?.closest('.nd-root');
    if (!root) return;
    if (value) root.setAttribute('data-nd-theme', value);
    else root.removeAttribute('data-nd-theme');
  }, [value]);
  return <span ref={marker} hidden />;
};
