import { Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Language } from '@newsdesk/core/identity/user-view';
import { ApiClient } from '../api/api-client';
import { createWidgetI18n } from '../i18n/create-widget-i18n';
import { themeStyle } from '../theme/theme';
import type { ThemeOverrides } from '../theme/theme';
import type { ThemeAttribute } from '../theme/color-scheme';
import { AnchorLink } from './link';
import type { LinkComponent } from './link';
import { WidgetContext } from './widget-context';
import type { WidgetContextValue } from './widget-context';
import '../theme/theme.css';

export interface WidgetProviderProps {
  /** Defaults to a same-origin client. */
  api?: ApiClient | undefined;
  /** Defaults to a new instance loading `/locales/{lng}/{ns}.json` (see createWidgetI18n). */
  i18n?: I18n | undefined;
  /** Initial language of a created instance; ignored when `i18n` is given. */
  language?: Language | undefined;
  /** Load path of a created instance; ignored when `i18n` is given. */
  loadPath?: string | undefined;
  linkComponent?: LinkComponent | undefined;
  theme?: ThemeOverrides | undefined;
  /** Light or dark whatever the reader's system says (data-nd-theme); none follows the system. */
  colorScheme?: ThemeAttribute | undefined;
  className?: string | undefined;
  children?: ReactNode;
}

/** Keeps the root's `lang` in step with i18next so screen readers pronounce German as German. */
const Root = ({
  className,
  theme,
  colorScheme,
  children,
}: Pick<WidgetProviderProps, 'className' | 'theme' | 'colorScheme' | 'children'>) => {
  const { i18n } = useTranslation();
  return (
    <div
      className={className ? `nd-root ${className}` : 'nd-root'}
      lang={i18n.resolvedLanguage ?? i18n.language}
      style={themeStyle(theme)}
      data-nd-theme={colorScheme}
    >
      {children}
    </div>
  );
};

export const WidgetProvider = ({
  api,
  i18n,
  language,
  loadPath,
  linkComponent,
  theme,
  colorScheme,
  className,
  children,
}: WidgetProviderProps) => {
  // Created once per provider: a re-render must not drop loaded translations or cookies' client.
  const [ownApi] = useState(() => api ?? new ApiClient());
  const [ownI18n] = useState(() => i18n ?? createWidgetI18n({ language, loadPath }));
  const value = useMemo<WidgetContextValue>(
    () => ({ api: api ?? ownApi, i18n: i18n ?? ownI18n, linkComponent: linkComponent ?? AnchorLink }),
    [api, ownApi, i18n, ownI18n, linkComponent],
  );
  return (
    <WidgetContext.Provider value={value}>
      <I18nextProvider i18n={value.i18n} defaultNS="common">
        {/* Translations loaded over HTTP suspend the first render; show nothing rather than keys. */}
        <Suspense fallback={null}>
          <Root className={className} theme={theme} colorScheme={colorScheme}>
            {children}
          </Root>
        </Suspense>
      </I18nextProvider>
    </WidgetContext.Provider>
  );
};
