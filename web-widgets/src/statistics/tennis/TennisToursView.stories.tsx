import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { SPORTS_VIEW_STATES as states, sportsViewMeta } from '../sports-kit/testing/sports-view-stories';
import { tennisFixture } from './tennis.fixtures';
import { TennisToursView } from './TennisToursView';

const meta = { title: 'Statistics/Tennis/Tours and events', ...sportsViewMeta(TennisToursView, tennisFixture) } satisfies Meta<typeof SportsViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = states.Loaded;
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Error: Story = states.Error;
export const LongNames: Story = states.LongNames;
/** The WTA tour, remembered from the last visit (statisticsProps). */
export const Wta: Story = { args: { params: { associationName: 'WTA' } } };
/** An earlier season picked from the season list. */
export const EarlierSeason: Story = { args: { params: { seasonId: '2023' } } };
export const German: Story = states.German;
export const French: Story = states.French;
