import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toasts } from '../toasts/Toasts';
import { ToastStore } from '../toasts/toast.store';
import { StatisticsWorkspace } from './StatisticsWorkspace';
import { STATISTICS_SCENARIOS, makeStatisticsStore, type StatisticsScenario } from './statistics.scenarios';

const clipboard = { writeText: () => Promise.resolve() };

const StatisticsPage = ({ scenario }: { scenario: StatisticsScenario }) => {
  const [{ store, toasts, ready }] = useState(() => {
    const toasts = new ToastStore();
    return { ...makeStatisticsStore(scenario, toasts), toasts };
  });
  useEffect(() => void ready, [ready]);
  return (
    <div style={{ padding: 24, maxWidth: 1200 }}>
      <StatisticsWorkspace store={store} clipboard={clipboard} />
      <Toasts store={toasts} />
    </div>
  );
};

const meta = {
  title: 'Statistics/StatisticsWorkspace',
  component: StatisticsPage,
  args: { scenario: 'overview' },
  argTypes: { scenario: { control: 'select', options: [...STATISTICS_SCENARIOS] } },
  render: (args) => <StatisticsPage key={args.scenario} {...args} />,
} satisfies Meta<typeof StatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The league at a glance: top of the table, latest results, next fixtures (CET/CEST). */
export const Overview: Story = {};
/** Competitions and leagues: the full table with W/D/L, goals, difference, points and form. */
export const Table: Story = { args: { scenario: 'competitions' } };
export const Fixtures: Story = { args: { scenario: 'fixtures' } };
/** The whole schedule, with a postponed match and one known by its day only. */
export const AllFixtures: Story = { args: { scenario: 'all-fixtures' } };
export const Results: Story = { args: { scenario: 'results' } };
/** A cup by stage, latest first: extra time, penalties, the winner. */
export const Championships: Story = { args: { scenario: 'championships' } };
export const Club: Story = { args: { scenario: 'club' } };
export const Squad: Story = { args: { scenario: 'squad' } };
export const Transfers: Story = { args: { scenario: 'transfers' } };
export const PlayerInfo: Story = { args: { scenario: 'player' } };
/** Several teams and a player open at once. */
export const OpenPanels: Story = { args: { scenario: 'panels' } };
export const Loading: Story = { args: { scenario: 'loading' } };
export const Empty: Story = { args: { scenario: 'empty' } };
/** The table and matches fail: the blocks offer a retry and spec §8's toasts show. */
export const Error: Story = { args: { scenario: 'error' } };
export const LongNames: Story = { args: { scenario: 'long-names' } };
export const SearchHits: Story = { args: { scenario: 'search' } };
/** "Oops! We couldn't find anything for that term." */
export const SearchNothing: Story = { args: { scenario: 'search-nothing' } };
export const ExportDialog: Story = { args: { scenario: 'export' } };
/** The embed code: script tag and iframe to copy, and a preview link. */
export const ExportCreated: Story = { args: { scenario: 'export-created' } };
export const German: Story = { args: { scenario: 'competitions' }, globals: { locale: 'de' } };
export const French: Story = { args: { scenario: 'competitions' }, globals: { locale: 'fr' } };
export const GermanExport: Story = { args: { scenario: 'export-created' }, globals: { locale: 'de' } };
export const FrenchClub: Story = { args: { scenario: 'club' }, globals: { locale: 'fr' } };
