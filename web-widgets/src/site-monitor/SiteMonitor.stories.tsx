import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderAfresh, scenarioStoryPage } from '../testing/scenario-story';
import { SiteMonitor } from './SiteMonitor';
import { FakeSiteMonitorApi, type SiteMonitorScenario } from './site-monitor.fixtures';
import { SiteMonitorStore } from './site-monitor.store';

type Step = 'none' | 'proposal' | 'invalid-url' | 'confirm-delete' | 'alerts' | 'alerts-invalid' | 'delivery-log';

const play = async (store: SiteMonitorStore, step: Step) => {
  await store.load();
  if (step === 'proposal') {
    store.setUrl('https://www.parlament.ch/en');
    store.setSelector('#agenda');
    store.setName('Parliament agenda');
    await store.add();
  } else if (step === 'invalid-url') {
    store.setUrl('www.parlament.ch');
    store.setSelector('#agenda');
    store.setName('Parliament');
    await store.add();
  } else if (step === 'confirm-delete') {
    const site = store.sites[0];
    if (site) store.askDelete(site);
  } else if (step === 'alerts' || step === 'alerts-invalid') {
    const site = store.sites[0];
    if (!site) return;
    store.alertEditor.open(site);
    store.alertEditor.setFrequency('hourly');
    store.alertEditor.setText('emails', step === 'alerts' ? 'desk@example.org\neconomy@example.org' : 'not-an-address');
    store.alertEditor.setText('webhooks', 'https://hooks.example/newsdesk');
    if (step === 'alerts-invalid') await store.alertEditor.save();
  } else if (step === 'delivery-log') {
    const council = store.sites.find((s) => s.id === 'site-council');
    if (council) await store.deliveries.open(council);
  }
};

const SiteMonitorPage = scenarioStoryPage<SiteMonitorScenario, Step, SiteMonitorStore>(
  (scenario) => new SiteMonitorStore(new FakeSiteMonitorApi(scenario)),
  play,
  (store) => <SiteMonitor store={store} autoLoad={false} />,
);

const meta = {
  title: 'Site monitor/SiteMonitor',
  component: SiteMonitorPage,
  args: { scenario: 'loaded', step: 'none' },
  argTypes: {
    scenario: { control: 'inline-radio', options: ['loaded', 'empty', 'loading', 'load-error', 'long-text', 'check-error'] },
    step: { control: 'select', options: ['none', 'proposal', 'invalid-url', 'confirm-delete', 'alerts', 'alerts-invalid', 'delivery-log'] },
  },
  render: renderAfresh(SiteMonitorPage),
} satisfies Meta<typeof SiteMonitorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site with a new change (diff open), one viewed, one whose last check failed. */
export const Loaded: Story = {};

export const Loading: Story = { args: { scenario: 'loading' } };

export const Empty: Story = { args: { scenario: 'empty' } };

export const LoadFailed: Story = { args: { scenario: 'load-error' } };

/** A long page text: the unchanged parts are shortened around the change. */
export const LongText: Story = { args: { scenario: 'long-text' } };

/** Just added: the clock and the token changed on all three loads and are proposed as ignored. */
export const ProposedIgnoreList: Story = { args: { step: 'proposal' } };

export const InvalidAddress: Story = { args: { step: 'invalid-url' } };

export const ConfirmRemove: Story = { args: { step: 'confirm-delete' } };

/** A site's alert settings open (ADR 0026): frequency and recipients, one per line. */
export const AlertSettings: Story = { args: { step: 'alerts' } };

/** Saving a bad address: the server's message under the form. */
export const AlertSettingsInvalid: Story = { args: { step: 'alerts-invalid' } };

export const German: Story = { args: { step: 'proposal' }, globals: { locale: 'de' } };

export const French: Story = { globals: { locale: 'fr' } };

/** Where the council site's last change went: an e-mail sent, a webhook that failed five times. */
export const DeliveryLog: Story = { args: { step: 'delivery-log' } };
