import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { Language } from '@newsdesk/core/identity/user-view';
import { ApiClient } from '../api/api-client';
import { bundledResources } from '../i18n/bundled-resources';
import { createWidgetI18n } from '../i18n/create-widget-i18n';
import { WidgetProvider } from '../provider/WidgetProvider';
import type { LinkComponent } from '../provider/link';

export interface RenderWidgetOptions {
  language?: Language;
  linkComponent?: LinkComponent;
}

/** Renders inside a real WidgetProvider with the bundled locale files, like stories do. */
export const renderWidget = (ui: ReactElement, options: RenderWidgetOptions = {}): RenderResult => {
  const i18n = createWidgetI18n({ language: options.language ?? 'en', resources: bundledResources });
  const api = new ApiClient({ fetch: () => Promise.reject(new TypeError('no network in tests')) });
  return render(
    <WidgetProvider api={api} i18n={i18n} linkComponent={options.linkComponent}>
      {ui}
    </WidgetProvider>,
  );
};

export { aUser, anAdmin, aSession } from './mothers';
