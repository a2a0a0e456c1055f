import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { ApiClient } from '../api/api-client';
import { bundledResources } from '../i18n/bundled-resources';
import { createWidgetI18n } from '../i18n/create-widget-i18n';
import { WidgetProvider } from './WidgetProvider';
import { useLink, useWidgetContext } from './widget-context';

const Probe = () => {
  const { api } = useWidgetContext();
  const Link = useLink();
  const { t } = useTranslation();
  return (
    <Link to="/dashboard" className="probe">
      {t('nav.dashboard')} {api.baseUrl}
    </Link>
  );
};

describe('WidgetProvider', () => {
  test('provides the api, translations and a plain anchor inside .nd-root', () => {
    const i18n = createWidgetI18n({ language: 'fr', resources: bundledResources });
    const { container } = render(
      <WidgetProvider api={new ApiClient({ baseUrl: 'https://newsdesk.example' })} i18n={i18n} theme={{ '--nd-color-accent': '#004488' }}>
        <Probe />
      </WidgetProvider>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('nd-root');
    expect(root).toHaveAttribute('lang', 'fr');
    expect(root.style.getPropertyValue('--nd-color-accent')).toBe('#004488');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link')).toHaveTextContent('Tableau de bord https://newsdesk.example');
  });

  test('a chosen colour scheme becomes data-nd-theme on the root; none follows the system', () => {
    const i18n = createWidgetI18n({ language: 'en', resources: bundledResources });
    const { container, rerender } = render(
      <WidgetProvider i18n={i18n} colorScheme="dark">
        <Probe />
      </WidgetProvider>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-nd-theme', 'dark');
    rerender(
      <WidgetProvider i18n={i18n}>
        <Probe />
      </WidgetProvider>,
    );
    expect(container.firstElementChild).not.toHaveAttribute('data-nd-theme');
  });

  test('each widget tree gets its own i18next; the global one is untouched', async () => {
    const a = createWidgetI18n({ language: 'de', resources: bundledResources });
    const b = createWidgetI18n({ language: 'en', resources: bundledResources });
    await a.changeLanguage('fr');
    expect(b.language).toBe('en');
    expect(a).not.toBe(i18next);
    expect(i18next.isInitialized).toBeFalsy();
    expect(a.t('errors:auth.invalid_credentials')).toBe('Adresse e-mail ou mot de passe incorrect.');
  });

  test('outside a provider the hooks say what is missing', () => {
    const Bare = () => {
      useWidgetContext();
      return null;
    };
    expect(() => render(<Bare />)).toThrow('inside <WidgetProvider>');
  });
});
