import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchWorkspace } from './SearchWorkspace';
import { makeSearchStore, type SearchScenario } from './search.scenarios';

const SearchPage = ({ scenario }: { scenario: SearchScenario }) => {
  const [store] = useState(() => makeSearchStore(scenario).store);
  return (
    <div style={{ padding: 24, maxWidth: 1100 }}>
      <SearchWorkspace store={store} onOpenDocument={(id) => console.info('open document', id)} />
    </div>
  );
};

const meta = {
  title: 'Search/SearchWorkspace',
  component: SearchPage,
  args: { scenario: 'results-list' },
  argTypes: {
    scenario: {
      control: 'select',
      options: [
        'idle',
        'loading',
        'results-list',
        'results-grid',
        'too-many',
        'empty',
        'error',
        'one-term',
        'suggestions-open',
        'phrase-suggestions',
        'long-titles',
        'custom-range',
      ],
    },
  },
  render: (args) => <SearchPage key={args.scenario} {...args} />,
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to search for yet. */
export const Idle: Story = { args: { scenario: 'idle' } };
export const Loading: Story = { args: { scenario: 'loading' } };
/** Highlights, labels, topic, "+1 copy" for a wire copy folded under its story. */
export const ResultsList: Story = {};
export const ResultsGrid: Story = { args: { scenario: 'results-grid' } };
/** Spec §8: the warning above 10,000 matches. */
export const MoreThan10000: Story = { args: { scenario: 'too-many' } };
export const Empty: Story = { args: { scenario: 'empty' } };
export const Error: Story = { args: { scenario: 'error' } };
/** Two words typed without the suggestions: the server refuses. */
export const MoreThanOneTerm: Story = { args: { scenario: 'one-term' } };
export const SuggestionsOpen: Story = { args: { scenario: 'suggestions-open' } };
/** Two words: the names containing both, then the typed phrase as one quoted term (ADR 0020). */
export const PhraseSuggestions: Story = { args: { scenario: 'phrase-suggestions' } };
export const LongTitles: Story = { args: { scenario: 'long-titles' } };
export const InvalidCustomRange: Story = { args: { scenario: 'custom-range' } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
