import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { SPORTS_VIEW_STATES as states, sportsViewMeta } from '../sports-kit/testing/sports-view-stories';
import { tennisFixture } from './tennis.fixtures';
import { TennisRankingsView } from './TennisRankingsView';

const meta = { title: 'Statistics/Tennis/Rankings', ...sportsViewMeta(TennisRankingsView, tennisFixture) } satisfies Meta<typeof SportsViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = states.Loaded;
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Error: Story = states.Error;
export const LongNames: Story = states.LongNames;
/** Page 2 of the ATP list. */
export const SecondPage: Story = { args: { params: { page: '2' } } };
/** The WTA list has no earlier list to compare with: no movement. */
export const Wta: Story = { args: { params: { associationName: 'WTA' } } };
export const German: Story = states.German;
export const French: Story = states.French;
