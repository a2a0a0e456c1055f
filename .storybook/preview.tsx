import type { Decorator, Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES } from '@newsdesk/core/identity/user-view';
import type { Language } from '@newsdesk/core/identity/user-view';
import { ApiClient } from '../web-widgets/src/api/api-client';
import { bundledResources } from '../web-widgets/src/i18n/bundled-resources';
import { createWidgetI18n } from '../web-widgets/src/i18n/create-widget-i18n';
import { WidgetProvider } from '../web-widgets/src/provider/WidgetProvider';

// Stories never reach a server: widgets get their data from fake gateways in each story.
const offlineApi = new ApiClient({
  fetch: () => Promise.reject(new TypeError('Storybook has no Newsdesk server')),
});

// One i18next instance per language, made on first use, like a page would have one.
const instances = new Map<Language, I18n>();
const i18nFor = (locale: Language): I18n => {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createWidgetI18n({ language: locale, resources: bundledResources });
    instances.set(locale, instance);
  }
  return instance;
};

const asLanguage = (value: unknown): Language => LANGUAGES.find((language) => language === value) ?? 'en';

const withWidgetProvider: Decorator = (Story, context) => (
  <WidgetProvider key={String(context.globals['locale'])} api={offlineApi} i18n={i18nFor(asLanguage(context.globals['locale']))}>
    <Story />
  </WidgetProvider>
);

const preview: Preview = {
  decorators: [withWidgetProvider],
  globalTypes: {
    locale: {
      description: 'Interface language of the widgets',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'fr', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { date: /At$/ } },
    // Accessibility violations fail the story in the test runner, not just warn.
    a11y: { test: 'error' },
  },
};

export default preview;
