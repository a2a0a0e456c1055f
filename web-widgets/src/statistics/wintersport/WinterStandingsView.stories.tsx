import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { sportsViewMeta } from '../sports-kit/testing/sports-view-stories';
import { wintersportFixture } from './wintersport.fixtures';
import { WinterStandingsView } from './WinterStandingsView';

const meta = { title: 'Statistics/Winter sport/Standings', ...sportsViewMeta(WinterStandingsView, wintersportFixture) } satisfies Meta<
  typeof SportsViewStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Loaded, Loading, Empty, Error, LongNames } from '../sports-kit/testing/sports-view-stories';
/** The downhill table, computed by Newsdesk from the races it holds. */
export const ComputedDownhill: Story = { args: { params: { disciplineId: 'DH' } } };
/** The Nations Cup as published by FIS. */
export const NationsCup: Story = { args: { params: { kind: 'nation', gender: 'mixed', seasonId: '2024-25' } } };
export { German, French } from '../sports-kit/testing/sports-view-stories';
