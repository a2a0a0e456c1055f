export { createWidgetI18n, NAMESPACES, DEFAULT_LOAD_PATH } from './create-widget-i18n';
export type { CreateWidgetI18nOptions, Namespace } from './create-widget-i18n';
export { bundledResources } from './bundled-resources';
