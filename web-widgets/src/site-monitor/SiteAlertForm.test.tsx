import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { Language } from '@newsdesk/core/identity/user-view';
import { renderWidget } from '../testing/render-widget';
import { ToastStore } from '../toasts/toast.store';
import { SiteMonitor } from './SiteMonitor';
import { FakeSiteMonitorApi } from './site-monitor.fixtures';
import { SiteMonitorStore } from './site-monitor.store';

const setup = (language: Language = 'en', prepare: (api: FakeSiteMonitorApi) => void = () => undefined) => {
  const api = new FakeSiteMonitorApi('loaded');
  prepare(api);
  const toasts = new ToastStore({ autoCloseMs: 60_000 });
  const store = new SiteMonitorStore(api, { toasts });
  const user = userEvent.setup();
  const view = renderWidget(<SiteMonitor store={store} />, { language });
  return { api, store, toasts, user, ...view };
};
const card = async (name: RegExp) => {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.closest('li') as HTMLElement;
};

describe('site alerts in the site monitor', () => {
  test('a site without alerts says so; the form saves frequency and recipients, one per line; axe-clean', async () => {
    const { api, store, toasts, user, container } = setup();
    const snb = await card(/^SNB monetary policy/);
    expect(within(snb).getByText('No alerts: a change shows here and in the badge only.')).toBeInTheDocument();
    await user.click(within(snb).getByRole('button', { name: 'Alerts of SNB monetary policy' }));

    const form = within(snb).getByRole('form', { name: 'Alerts of “SNB monetary policy”' });
    await user.selectOptions(within(form).getByLabelText('Alert frequency'), 'hourly');
    await user.type(within(form).getByLabelText('E-mail addresses'), 'desk@example.org{Enter}economy@example.org');
    await user.type(within(form).getByLabelText('Webhook addresses'), 'https://hooks.example/in');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(form).getByRole('button', { name: 'Save alerts' }));

    expect(api.calls.at(-1)).toBe(
      'alert site-snb {"frequency":"hourly","emails":["desk@example.org","economy@example.org"],"slackChannels":[],"webhooks":["https://hooks.example/in"],"teams":[]}',
    );
    expect(await within(snb).findByText('Alerts hourly to 3 recipients')).toBeInTheDocument();
    expect(store.sites.find((s) => s.id === 'site-snb')?.alert?.frequency).toBe('hourly');
    expect(toasts.toasts.map((t) => t.messageKey)).toContain('site-monitor:alerts.saved');
  });

  test('a webhook signing secret is made on request and shown once', async () => {
    const { api, user } = setup();
    const snb = await card(/^SNB monetary policy/);
    await user.click(within(snb).getByRole('button', { name: 'Alerts of SNB monetary policy' }));
    await user.click(within(snb).getByRole('button', { name: 'New webhook signing secret' }));
    expect(await within(snb).findByRole('status')).toHaveTextContent(/^Webhook signing secret .*whsec_/);
    expect(api.calls.at(-1)).toBe('secret site-snb');
    await user.click(within(snb).getByRole('button', { name: 'Cancel' }));
    await user.click(within(snb).getByRole('button', { name: 'Alerts of SNB monetary policy' }));
    expect(within(snb).queryByText(/whsec_/)).not.toBeInTheDocument();
  });

  test('a bad address: the server’s rule answers, its message is shown translated and nothing is saved', async () => {
    const { api, user } = setup('de');
    const snb = await card(/^SNB monetary policy/);
    await user.click(within(snb).getByRole('button', { name: 'Alerts von SNB monetary policy' }));
    const form = within(snb).getByRole('form', { name: 'Alerts von «SNB monetary policy»' });
    await user.selectOptions(within(form).getByLabelText('Alert-Häufigkeit'), 'immediately');
    await user.type(within(form).getByLabelText('E-Mail-Adressen'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Alerts speichern' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Diese E-Mail-Adresse ist ungültig.');
    expect(api.sites.find((s) => s.id === 'site-snb')?.alert).toBeNull();
    // cancel closes the form; the site still has no alerts
    await user.click(within(form).getByRole('button', { name: 'Abbrechen' }));
    expect(within(snb).getByText('Keine Alerts: Eine Änderung erscheint nur hier und im Zähler.')).toBeInTheDocument();
  });

  test('clearing frequency and recipients turns alerts off (null)', async () => {
    const { api, user } = setup('fr', (fake) => {
      fake.sites[0]!.alert = { frequency: 'daily', emails: ['desk@example.org'], slackChannels: [] };
    });
    const snb = await card(/^SNB monetary policy/);
    expect(within(snb).getByText('Alertes chaque jour à 1 destinataire')).toBeInTheDocument();
    await user.click(within(snb).getByRole('button', { name: 'Alertes de SNB monetary policy' }));
    const form = within(snb).getByRole('form', { name: 'Alertes de « SNB monetary policy »' });
    await user.selectOptions(within(form).getByLabelText('Fréquence des alertes'), '');
    await user.clear(within(form).getByLabelText('Adresses e-mail'));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les alertes' }));
    expect(api.calls.at(-1)).toBe('alert site-snb null');
    expect(await within(snb).findByText('Pas d’alertes : une modification n’apparaît qu’ici et dans le compteur.')).toBeInTheDocument();
  });
});
