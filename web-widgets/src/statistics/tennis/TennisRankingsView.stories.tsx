import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { SPORTS_SCENARIOS } from '../sports-kit/testing/sports-scenarios';
import { tennisFixture } from './tennis.fixtures';
import { TennisRankingsView } from './TennisRankingsView';

const meta = {
  title: 'Statistics/Tennis/Rankings',
  component: SportsViewStory,
  args: { view: TennisRankingsView, fixture: tennisFixture, scenario: 'loaded', params: {} },
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
/** Page 2 of the ATP list. */
export const SecondPage: Story = { args: { params: { page: '2' } } };
/** The WTA list has no earlier list to compare with: no movement. */
export const Wta: Story = { args: { params: { associationName: 'WTA' } } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
