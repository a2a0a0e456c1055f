import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SourceFilter } from './SourceFilter';
import { FakeSearchApi } from './search.fixtures';
import { SourceFilterStore } from './source-filter.store';

type State = 'loaded' | 'typed' | 'chosen' | 'none' | 'error' | 'loading' | 'long';

const LONG = Array.from({ length: 40 }, (_, i) => ({
  domain: `regional-news-outlet-${i + 1}.example.ch`,
  name: i % 3 === 0 ? `Regionale Nachrichten aus dem Kanton Graubünden, Ausgabe ${i + 1}` : `regional-news-outlet-${i + 1}.example.ch`,
  documents: 40_000 - i * 900,
}));

const Filter = ({ state }: { state: State }) => {
  const [setup] = useState(() => {
    const api = new FakeSearchApi();
    if (state === 'error') api.mode = 'failing';
    if (state === 'long') api.sourceList = LONG;
    const fetch = state === 'loading' ? () => new Promise<never>(() => undefined) : (text: string) => api.sources(text);
    const store = new SourceFilterStore(fetch, { debounceMs: 0 });
    if (state === 'typed') store.setText('zeit');
    if (state === 'none') store.setText('nothing-like-this');
    return { store, selected: state === 'chosen' ? ['srf.ch', 'heidi.news'] : [] };
  });
  const [selected, setSelected] = useState<string[]>(setup.selected);
  return (
    <div style={{ padding: 24, minHeight: 420 }}>
      <SourceFilter
        store={setup.store}
        selected={selected}
        onToggle={(domain) => setSelected((list) => (list.includes(domain) ? list.filter((d) => d !== domain) : [...list, domain]))}
        defaultOpen
      />
    </div>
  );
};

const meta = {
  title: 'Search/SourceFilter',
  component: Filter,
  args: { state: 'loaded' },
  argTypes: { state: { control: 'select', options: ['loaded', 'typed', 'chosen', 'none', 'error', 'loading', 'long'] } },
  render: (args) => <Filter key={args.state} {...args} />,
} satisfies Meta<typeof Filter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every domain of the index, most documents first. */
export const Loaded: Story = {};
/** Type-ahead on the domain or the source's name. */
export const Typed: Story = { args: { state: 'typed' } };
/** Chosen sources stay on top. */
export const Chosen: Story = { args: { state: 'chosen' } };
export const NoMatch: Story = { args: { state: 'none' } };
export const Error: Story = { args: { state: 'error' } };
export const Loading: Story = { args: { state: 'loading' } };
export const LongNames: Story = { args: { state: 'long' } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
