import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { sportsViewMeta } from '../sports-kit/testing/sports-view-stories';
import { wintersportFixture } from './wintersport.fixtures';
import { WinterDisciplinesView } from './WinterDisciplinesView';

const meta = { title: 'Statistics/Winter sport/Disciplines', ...sportsViewMeta(WinterDisciplinesView, wintersportFixture) } satisfies Meta<
  typeof SportsViewStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Loaded, Loading, Empty, Error, LongNames } from '../sports-kit/testing/sports-view-stories';
/** A two-run giant slalom opened: runs, DNF, DNQ. */
export const GiantSlalomResults: Story = { args: { params: { disciplineId: 'GS', raceId: 'fixture:fis:2025-adelboden-gs' } } };
/** The Wengen downhill opened: a tie, DNF, DNS and DSQ. */
export const DownhillResults: Story = { args: { params: { disciplineId: 'DH', raceId: 'fixture:fis:2025-wengen-dh' } } };
export { German, French } from '../sports-kit/testing/sports-view-stories';
