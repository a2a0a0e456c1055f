export { WidgetProvider } from './WidgetProvider';
export type { WidgetProviderProps } from './WidgetProvider';
export { useWidgetContext, useLink, WidgetContext } from './widget-context';
export type { WidgetContextValue } from './widget-context';
export { AnchorLink } from './link';
export type { LinkComponent, LinkProps } from './link';
export type { ThemeOverrides } from '../theme/theme';
export {
  COLOR_SCHEME_CHOICES,
  COLOR_SCHEME_STORAGE_KEY,
  cssColorSchemeOf,
  isColorSchemeChoice,
  readColorSchemeChoice,
  themeAttributeOf,
  writeColorSchemeChoice,
} from '../theme/color-scheme';
export type { ColorSchemeChoice, ThemeAttribute } from '../theme/color-scheme';
