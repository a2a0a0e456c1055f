import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { bundledResources, createWidgetI18n } from '@newsdesk/web-widgets/i18n';
import { WidgetProvider } from '@newsdesk/web-widgets/provider';
import type { AppStores } from '../stores/app-stores';
import { ADMINISTRATION_TABS, AdministrationTabs, type AdministrationTab } from './AdministrationPage';

// Later issues add tabs; two stand-ins show that the tab list is data, not markup.
const tabs: AdministrationTab[] = [
  { id: 'one', labelKey: 'admin:tabs.sources', Panel: () => <p>First panel</p> },
  { id: 'two', labelKey: 'common:nav.glossary', Panel: () => <p>Second panel</p> },
  { id: 'three', labelKey: 'common:nav.search', Panel: () => <p>Third panel</p> },
];

const renderTabs = () =>
  render(
    <WidgetProvider i18n={createWidgetI18n({ language: 'en', resources: bundledResources })}>
      <AdministrationTabs tabs={tabs} stores={{} as AppStores} />
    </WidgetProvider>,
  );

test('Users come first, then sources, entities and topics, each on its own tab (other areas add theirs)', () => {
  const ids = ADMINISTRATION_TABS.map((tab) => tab.id);
  expect(ids.slice(0, 4)).toEqual(['users', 'sources', 'entities', 'topics']);
  expect(new Set(ids).size).toBe(ids.length);
});

test('every tab label is translated in en, de and fr', () => {
  for (const language of ['en', 'de', 'fr'] as const) {
    const i18n = createWidgetI18n({ language, resources: bundledResources });
    for (const tab of ADMINISTRATION_TABS) {
      const [ns, key] = tab.labelKey.split(':') as [string, string];
      expect({ language, tab: tab.id, translated: i18n.exists(key, { ns, lng: language, fallbackLng: false }) }).toEqual({
        language,
        tab: tab.id,
        translated: true,
      });
    }
  }
});

test('tabs follow the WAI-ARIA pattern: arrows, Home and End move; one tab stop; the panel is labelled', async () => {
  const user = userEvent.setup();
  const { container } = renderTabs();
  expect(screen.getByRole('tablist', { name: 'Administration sections' })).toBeInTheDocument();
  expect(screen.getByRole('tabpanel', { name: 'Sources' })).toHaveTextContent('First panel');
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

  await user.tab();
  expect(screen.getByRole('tab', { name: 'Sources' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Glossary' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Glossary' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Glossary' })).toHaveTextContent('Second panel');
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Search' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Sources' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}{Home}');
  expect(screen.getByRole('tabpanel', { name: 'Sources' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Search' }));
  expect(screen.getByRole('tabpanel', { name: 'Search' })).toHaveTextContent('Third panel');
  expect(await axe(container)).toHaveNoViolations();
});
