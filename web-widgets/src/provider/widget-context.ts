import { createContext, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '../api/api-client';
import type { LinkComponent } from './link';

export interface WidgetContextValue {
  api: ApiClient;
  i18n: I18n;
  linkComponent: LinkComponent;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export const useWidgetContext = (): WidgetContextValue => {
  const value = useContext(WidgetContext);
  if (value === null) throw new Error('Newsdesk widgets must be rendered inside <WidgetProvider>.');
  return value;
};

export const useLink = (): LinkComponent => useWidgetContext().linkComponent;
