import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { SPORTS_SCENARIOS } from '../sports-kit/testing/sports-scenarios';
import { wintersportFixture } from './wintersport.fixtures';
import { WinterDisciplinesView } from './WinterDisciplinesView';

const meta = {
  title: 'Statistics/Winter sport/Disciplines',
  component: SportsViewStory,
  args: { view: WinterDisciplinesView, fixture: wintersportFixture, scenario: 'loaded', params: {} },
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
/** A two-run giant slalom opened: runs, DNF, DNQ. */
export const GiantSlalomResults: Story = { args: { params: { disciplineId: 'GS', raceId: 'fixture:fis:2025-adelboden-gs' } } };
/** The Wengen downhill opened: a tie, DNF, DNS and DSQ. */
export const DownhillResults: Story = { args: { params: { disciplineId: 'DH', raceId: 'fixture:fis:2025-wengen-dh' } } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
