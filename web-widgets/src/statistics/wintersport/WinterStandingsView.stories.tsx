import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { SPORTS_SCENARIOS } from '../sports-kit/testing/sports-scenarios';
import { wintersportFixture } from './wintersport.fixtures';
import { WinterStandingsView } from './WinterStandingsView';

const meta = {
  title: 'Statistics/Winter sport/Standings',
  component: SportsViewStory,
  args: { view: WinterStandingsView, fixture: wintersportFixture, scenario: 'loaded', params: {} },
  argTypes: { scenario: { control: 'select', options: [...SPORTS_SCENARIOS] }, view: { table: { disable: true } }, fixture: { table: { disable: true } } },
  render: (args) => <SportsViewStory key={`${args.scenario}${JSON.stringify(args.params)}`} {...args} />,
} satisfies Meta<typeof SportsViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { scenario: 'loading' } };
export const Empty: Story = { args: { scenario: 'empty' } };
/** The server fails: the view says so with a retry, and the page shows its spec §8 toast. */
export const Error: Story = { args: { scenario: 'error' } };
export const LongNames: Story = { args: { scenario: 'long-names' } };
/** The downhill table, computed by Newsdesk from the races it holds. */
export const ComputedDownhill: Story = { args: { params: { disciplineId: 'DH' } } };
/** The Nations Cup as published by FIS. */
export const NationsCup: Story = { args: { params: { kind: 'nation', gender: 'mixed', seasonId: '2024-25' } } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
