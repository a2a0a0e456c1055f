import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { SPORTS_SCENARIOS } from '../sports-kit/testing/sports-scenarios';
import { motorsportFixture } from './motorsport.fixtures';
import { MotorsportRacesView } from './MotorsportRacesView';

const meta = {
  title: 'Statistics/Motorsport/Races',
  component: SportsViewStory,
  args: { view: MotorsportRacesView, fixture: motorsportFixture, scenario: 'loaded', params: {} },
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
/** A sprint weekend opened: sprint and race classification. */
export const SprintWeekend: Story = { args: { params: { raceId: 'fixture:f1:2024:3' } } };
/** An earlier season. */
export const EarlierSeason: Story = { args: { params: { seasonId: '2023' } } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
