import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardFeed } from './DashboardFeed';
import { makeDashboardStore, type DashboardScenario } from './collections.scenarios';

const DashboardPage = ({ scenario }: { scenario: DashboardScenario }) => {
  const [store] = useState(() => makeDashboardStore(scenario).store);
  return (
    <div style={{ padding: 24, maxWidth: 1200 }}>
      <DashboardFeed store={store} onOpenDocument={(id) => console.info('open document', id)} />
    </div>
  );
};

const meta = {
  title: 'Collections/DashboardFeed',
  component: DashboardPage,
  args: { scenario: 'loaded' },
  argTypes: { scenario: { control: 'select', options: ['loaded', 'loading', 'empty', 'error', 'feed-error'] } },
  render: (args) => <DashboardPage key={args.scenario} {...args} />,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { scenario: 'loading' } };
/** No collections yet: an invitation to save a search. */
export const Empty: Story = { args: { scenario: 'empty' } };
/** The list of collections cannot be loaded: "Error fetching feed data". */
export const Error: Story = { args: { scenario: 'error' } };
/** One column fails on its own. */
export const FeedError: Story = { args: { scenario: 'feed-error' } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
