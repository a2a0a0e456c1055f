export { WidgetProvider } from './WidgetProvider';
export type { WidgetProviderProps } from './WidgetProvider';
export { useWidgetContext, useLink, WidgetContext } from './widget-context';
export type { WidgetContextValue } from './widget-context';
export { AnchorLink } from './link';
export type { LinkComponent, LinkProps } from './link';
export type { ThemeOverrides } from '../theme/theme';
