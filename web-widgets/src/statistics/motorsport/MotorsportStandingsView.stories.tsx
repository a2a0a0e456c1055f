import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { SPORTS_VIEW_STATES as states, sportsViewMeta } from '../sports-kit/testing/sports-view-stories';
import { motorsportFixture } from './motorsport.fixtures';
import { MotorsportStandingsView } from './MotorsportStandingsView';

const meta = { title: 'Statistics/Motorsport/Driver and team standings', ...sportsViewMeta(MotorsportStandingsView, motorsportFixture) } satisfies Meta<typeof SportsViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = states.Loaded;
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Error: Story = states.Error;
export const LongNames: Story = states.LongNames;
/** The constructors' table. */
export const Teams: Story = { args: { params: { entityType: 'team' } } };
/** The drivers' table after round 1. */
export const AfterRoundOne: Story = { args: { params: { afterRound: '1' } } };
export const German: Story = states.German;
export const French: Story = states.French;
