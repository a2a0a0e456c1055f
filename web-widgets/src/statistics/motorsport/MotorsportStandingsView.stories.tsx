import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { SPORTS_SCENARIOS } from '../sports-kit/testing/sports-scenarios';
import { motorsportFixture } from './motorsport.fixtures';
import { MotorsportStandingsView } from './MotorsportStandingsView';

const meta = {
  title: 'Statistics/Motorsport/Driver and team standings',
  component: SportsViewStory,
  args: { view: MotorsportStandingsView, fixture: motorsportFixture, scenario: 'loaded', params: {} },
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
/** The constructors' table. */
export const Teams: Story = { args: { params: { entityType: 'team' } } };
/** The drivers' table after round 1. */
export const AfterRoundOne: Story = { args: { params: { afterRound: '1' } } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
