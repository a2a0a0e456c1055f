import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderAfresh, scenarioStoryPage } from '../testing/scenario-story';
import { ApiError } from '../api/api-error';
import { SourceAdmin } from './SourceAdmin';
import { FakeSourceAdminApi, type FakeScenario } from './source-admin.fixtures';
import { SourceAdminStore } from './source-admin.store';

type Step = 'none' | 'unlisted-domain' | 'bad-list' | 'confirm-delete' | 'topic-names';

/** Plays the admin's last step against the fake server once the data is there. */
const play = async ({ store, api }: { store: SourceAdminStore; api: FakeSourceAdminApi }, step: Step) => {
  await store.load();
  if (step === 'unlisted-domain') {
    store.feeds.openAdd();
    store.feeds.setField('name', 'Neue Zürcher Zeitung');
    store.feeds.setField('url', 'https://www.nzz.ch/recent.rss');
    store.feeds.setField('domain', 'nzz-online.ch');
    await store.feeds.save();
  } else if (step === 'bad-list') {
    api.uploadError = new ApiError({
      status: 400,
      code: 'site_list.invalid_lines',
      message: 'These lines are not a domain or web address: 3, 7.',
      details: { lines: [3, 7], count: 2 },
    });
    store.lists.setFile(new File(['srf.ch\nnzz.ch\nnot a site\n'], 'regional.txt', { type: 'text/plain' }));
    await store.lists.upload();
  } else if (step === 'confirm-delete') {
    const source = store.feeds.sources[0];
    if (source) store.feeds.deletion.ask(source);
  } else if (step === 'topic-names') {
    store.topics.labels.choose('economy');
    store.topics.labels.setDraft('de', 'Wirtschaft');
    store.topics.labels.setDraft('fr', 'Économie');
    await store.topics.labels.save();
  }
};

const SourceAdminPage = scenarioStoryPage(
  (scenario: FakeScenario) => {
    const api = new FakeSourceAdminApi(scenario);
    return { api, store: new SourceAdminStore(api) };
  },
  play,
  ({ store }) => <SourceAdmin store={store} autoLoad={false} />,
);

const meta = {
  title: 'Administration/SourceAdmin',
  component: SourceAdminPage,
  args: { scenario: 'loaded', step: 'none' },
  argTypes: {
    scenario: { control: 'inline-radio', options: ['loaded', 'empty', 'loading', 'load-error'] },
    step: { control: 'select', options: ['none', 'unlisted-domain', 'bad-list', 'confirm-delete', 'topic-names'] },
  },
  render: renderAfresh(SourceAdminPage),
} satisfies Meta<typeof SourceAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Healthy, failing, paused and switched-off sources, two lists, official sources, topics. */
export const Loaded: Story = {};

export const Loading: Story = { args: { scenario: 'loading' } };

export const Empty: Story = { args: { scenario: 'empty' } };

export const LoadFailed: Story = { args: { scenario: 'load-error' } };

/** The add dialog after saving a feed whose domain is on no site list. */
export const DomainNotListed: Story = { args: { step: 'unlisted-domain' } };

/** An uploaded list with lines that are not domains: their numbers are named. */
export const InvalidListFile: Story = { args: { step: 'bad-list' } };

export const ConfirmDelete: Story = { args: { step: 'confirm-delete' } };

export const German: Story = { args: { step: 'unlisted-domain' }, globals: { locale: 'de' } };

export const French: Story = { globals: { locale: 'fr' } };

/** A topic just named in German and French (ADR 0029): the tree shows the reader's name. */
export const GermanTopicNames: Story = { args: { step: 'topic-names' }, globals: { locale: 'de' } };
