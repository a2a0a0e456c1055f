import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOW } from '../search.fixtures';
import { SearchStore } from '../search.store';
import { AttentionChart } from './AttentionChart';
import { FakeAttentionSearchApi } from './attention.fixtures';

type State = 'days' | 'hours' | 'sources' | 'loading' | 'error';

/** A search store over the in-memory API, searching every English, German and French document. */
const Chart = ({ state }: { state: State }) => {
  const [store] = useState(() => {
    const api = new FakeAttentionSearchApi();
    if (state === 'loading') api.attentionMode = 'pending';
    if (state === 'error') api.attentionMode = 'failing';
    return new SearchStore(api, { cache: null, now: () => NOW, debounceMs: 0 });
  });
  useEffect(() => {
    for (const language of ['en', 'de', 'fr'] as const) store.toggleLanguage(language);
    if (state === 'hours') store.setTimeFrame('24-hours');
    if (state === 'sources') void store.attention?.setSplit('source');
  }, [store, state]);
  return <div style={{ padding: 24, maxWidth: 900 }}>{store.attention && <AttentionChart store={store.attention} />}</div>;
};

const meta = {
  title: 'Search/AttentionChart',
  component: Chart,
  args: { state: 'days' },
  argTypes: { state: { control: 'select', options: ['days', 'hours', 'sources', 'loading', 'error'] } },
  render: (args) => <Chart key={args.state} {...args} />,
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month: one bar per Zurich day, stacked by language. */
export const Days: Story = {};
/** 24 hours: one bar per hour. */
export const Hours: Story = { args: { state: 'hours' } };
/** Split by source: the top five domains and "Other sources". */
export const BySource: Story = { args: { state: 'sources' } };
export const Loading: Story = { args: { state: 'loading' } };
export const Error: Story = { args: { state: 'error' } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
