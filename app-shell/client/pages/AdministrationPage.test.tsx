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

test('the Sources tab comes first in the administration', () => {
  expect(ADMINISTRATION_TABS.map((tab) => tab.id)).toEqual(['sources', 'entities']);
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
