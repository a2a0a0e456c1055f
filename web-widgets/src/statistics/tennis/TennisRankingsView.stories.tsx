import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { sportsViewMeta } from '../sports-kit/testing/sports-view-stories';
import { tennisFixture } from './tennis.fixtures';
import { TennisRankingsView } from './TennisRankingsView';

const meta = { title: 'Statistics/Tennis/Rankings', ...sportsViewMeta(TennisRankingsView, tennisFixture) } satisfies Meta<
  typeof SportsViewStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Loaded, Loading, Empty, Error, LongNames } from '../sports-kit/testing/sports-view-stories';
/** Page 2 of the ATP list. */
export const SecondPage: Story = { args: { params: { page: '2' } } };
/** The WTA list has no earlier list to compare with: no movement. */
export const Wta: Story = { args: { params: { associationName: 'WTA' } } };
export { German, French } from '../sports-kit/testing/sports-view-stories';
