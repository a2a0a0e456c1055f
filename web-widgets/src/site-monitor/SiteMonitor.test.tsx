import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { answerSlowly, focusIsInside, followBrowserFocusFixup } from '../testing/focus-fixup';
import { renderWidget } from '../testing/render-widget';
import { expectStoryInItsLanguageAndAxeClean } from '../testing/story-checks';
import { ToastStore } from '../toasts/toast.store';
import { SiteMonitor } from './SiteMonitor';
import * as stories from './SiteMonitor.stories';
import { FakeSiteMonitorApi, type SiteMonitorScenario } from './site-monitor.fixtures';
import { SiteMonitorStore } from './site-monitor.store';

const setup = (scenario: SiteMonitorScenario = 'loaded', language: Language = 'en') => {
  const api = new FakeSiteMonitorApi(scenario);
  const toasts = new ToastStore({ autoCloseMs: 60_000 });
  const store = new SiteMonitorStore(api, { toasts });
  const user = userEvent.setup();
  const view = renderWidget(<SiteMonitor store={store} />, { language });
  return { api, store, toasts, user, ...view };
};
const toastTexts = (toasts: ToastStore) => toasts.toasts.map((t) => `${t.kind} ${t.messageKey}`);

describe('SiteMonitor', () => {
  test('new changes first with an open old/new diff; axe-clean', async () => {
    const { container, store } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Watched sites' });
    expect(store.alertCount).toBe(1);
    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('nd-site-card'));
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('SNB monetary policyNew change');
    const diff = within(cards[0]!).getByRole('group', { name: /^Changed/ });
    expect(within(diff).getByText('1.5%', { selector: 'del' })).toBeInTheDocument();
    expect(within(diff).getByText('1.25%', { selector: 'ins' })).toBeInTheDocument();
    expect(screen.getByText('Last check failed: The site could not be fetched.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('add to list shows the proposed ignore list; unticking one saves the rest', async () => {
    const { api, store, toasts, user } = setup('empty');
    expect(await screen.findByText('No sites are watched yet. Add one above.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Website address'), 'https://www.parlament.ch/en');
    await user.type(screen.getByLabelText('Selector'), '#agenda');
    await user.type(screen.getByLabelText('Name'), 'Parliament');
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    const proposal = await screen.findByRole('region', { name: 'Ignored parts of “Parliament”' });
    expect(toastTexts(toasts)).toEqual(['success site-monitor:toasts.added']);
    await user.click(within(proposal).getByRole('checkbox', { name: 'token {code}' }));
    await user.click(within(proposal).getByRole('button', { name: 'Save ignore list' }));
    expect(api.calls.at(-1)).toBe(`update site-added-1 {"ignoredPatterns":["Updated {number}:{number}:{number}"]}`);
    expect(store.sites[0]?.ignoredPatterns).toEqual(['Updated {number}:{number}:{number}']);
    expect(screen.queryByRole('region', { name: /Ignored parts/ })).not.toBeInTheDocument();
  });

  test('already exists / invalid format / empty fields: a toast with the spec message, the field marked', async () => {
    const { api, toasts, user } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Watched sites' });
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    expect(screen.getByLabelText('Website address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).not.toContain(expect.stringMatching(/^add/));
    await user.type(screen.getByLabelText('Website address'), 'https://www.snb.ch/en/');
    await user.type(screen.getByLabelText('Selector'), 'main .policy-rate');
    await user.type(screen.getByLabelText('Name'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    await user.clear(screen.getByLabelText('Selector'));
    await user.type(screen.getByLabelText('Selector'), '#missing');
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    expect(toastTexts(toasts)).toEqual([
      'error errors:site_monitor.invalid_url',
      'error errors:site_monitor.site_exists',
      'error errors:site_monitor.selector_not_found',
    ]);
    expect(screen.getByLabelText('Selector')).toHaveAttribute('aria-invalid', 'true');
  });

  test('check updates now, mark viewed and viewed all update the alert count', async () => {
    const { store, toasts, user } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Watched sites' });
    await user.click(screen.getByRole('button', { name: 'Check updates now' }));
    expect(store.alertCount).toBe(2);
    expect(toastTexts(toasts)).toEqual(['info site-monitor:toasts.checked']);
    await user.click(screen.getByRole('button', { name: 'Mark SNB monetary policy viewed' }));
    expect(store.alertCount).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Mark all viewed' }));
    expect(store.alertCount).toBe(0);
    expect(screen.getByRole('button', { name: 'Mark all viewed' })).toBeDisabled();
  });

  test('a failed check and a failed load show the spec’s fallback messages', async () => {
    const failing = setup('check-error');
    await screen.findByRole('heading', { level: 2, name: 'Watched sites' });
    await failing.user.click(screen.getByRole('button', { name: 'Check updates now' }));
    expect(toastTexts(failing.toasts)).toEqual(['error errors:site_monitor.check_failed']);
    failing.unmount();
    const broken = setup('load-error');
    expect(await screen.findByText('Error fetching sites')).toBeInTheDocument();
    expect(toastTexts(broken.toasts)).toEqual(['error errors:site_monitor.fetch_sites_failed']);
  });

  test('remove after confirmation', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Remove SNB monetary policy' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove site' }));
    await user.click(dialog.getByRole('button', { name: 'Remove site' }));
    expect(api.calls).toContain('remove site-snb');
    expect(screen.queryByRole('button', { name: 'Remove SNB monetary policy' })).not.toBeInTheDocument();
  });

  test('while a removal is under way focus stays in the question, whose button waits', async () => {
    const undo = followBrowserFocusFixup();
    try {
      const { api, user } = setup();
      answerSlowly(api, 'remove', 400);
      await user.click(await screen.findByRole('button', { name: 'Remove SNB monetary policy' }));
      const dialog = screen.getByRole('dialog', { name: 'Remove site' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove site' }));
      expect(within(dialog).getByRole('button', { name: 'Remove site' })).toBeDisabled();
      await waitFor(() => expect(focusIsInside(dialog)).toBe(true));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      undo();
    }
  });

  test('German and French labels', async () => {
    const de = setup('loaded', 'de');
    expect(await screen.findByRole('button', { name: 'Jetzt auf Änderungen prüfen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur Liste hinzufügen' })).toBeInTheDocument();
    expect(screen.getByText(/Ändert sich nur ein Datum, eine Uhrzeit, „vor 3 Minuten“ oder ein Leserzähler/)).toBeInTheDocument();
    de.unmount();
    setup('loaded', 'fr');
    expect(await screen.findByRole('button', { name: 'Vérifier maintenant' })).toBeInTheDocument();
    expect(screen.getByText(/« il y a 3 minutes » ou un compteur de lecteurs qui change seul/)).toBeInTheDocument();
  });

  test('says that dates, clocks and counters changing alone raise no alert', async () => {
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Watched sites' });
    expect(
      screen.getByText(
        'A date, a time, “3 minutes ago” or a reader count that changes on its own is not a new change; beside a real change it shows in the diff.',
      ),
    ).toBeInTheDocument();
  });

  test('a site with alerts opens its delivery log: rows by channel and status, the failure explained, in German too; Escape closes', async () => {
    const api = new FakeSiteMonitorApi('loaded');
    const council = api.sites.find((s) => s.id === 'site-council')!;
    council.alert = {
      frequency: 'immediately',
      emails: ['desk@example.org'],
      slackChannels: [],
      webhooks: ['https://hooks.example/newsdesk'],
      teams: [],
    };
    const store = new SiteMonitorStore(api, { toasts: new ToastStore({ autoCloseMs: 60_000 }) });
    const user = userEvent.setup();
    const { container } = renderWidget(<SiteMonitor store={store} />, { language: 'de' });
    await screen.findByRole('heading', { level: 2, name: 'Beobachtete Seiten' });
    // only the site with alert settings offers a log
    expect(screen.getAllByRole('button', { name: /^Versandprotokoll von / })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: `Versandprotokoll von ${council.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Versandprotokoll: ${council.name}` });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Gesendet Änderung.*E-Mail.*desk@example\.org/),
      expect.stringMatching(/^Fehlgeschlagen Änderung.*Webhook.*https:\/\/hooks\.example\/newsdesk.*5/),
    ]);
    expect(api.calls).toContain('deliveries site-council 1');
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

setProjectAnnotations(preview);

describe('SiteMonitor stories', () => {
  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', (storyName, Story) =>
    expectStoryInItsLanguageAndAxeClean(storyName, Story),
  );
});
