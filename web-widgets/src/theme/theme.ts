import type { CSSProperties } from 'react';

/** Overrides of the --nd-* custom properties, set inline on the widget root. */
export type ThemeOverrides = Partial<Record<`--nd-${string}`, string>>;

export const themeStyle = (overrides: ThemeOverrides | undefined): CSSProperties | undefined =>
  overrides && Object.keys(overrides).length > 0 ? (overrides as CSSProperties) : undefined;
