import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { sportsViewMeta } from '../sports-kit/testing/sports-view-stories';
import { tennisFixture } from './tennis.fixtures';
import { TennisToursView } from './TennisToursView';

const meta = { title: 'Statistics/Tennis/Tours and events', ...sportsViewMeta(TennisToursView, tennisFixture) } satisfies Meta<
  typeof SportsViewStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Loaded, Loading, Empty, Error, LongNames } from '../sports-kit/testing/sports-view-stories';
/** The WTA tour, remembered from the last visit (statisticsProps). */
export const Wta: Story = { args: { params: { associationName: 'WTA' } } };
/** An earlier season picked from the season list. */
export const EarlierSeason: Story = { args: { params: { seasonId: '2023' } } };
export { German, French } from '../sports-kit/testing/sports-view-stories';
