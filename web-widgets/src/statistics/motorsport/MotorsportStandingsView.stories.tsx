import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { sportsViewMeta } from '../sports-kit/testing/sports-view-stories';
import { motorsportFixture } from './motorsport.fixtures';
import { MotorsportStandingsView } from './MotorsportStandingsView';

const meta = {
  title: 'Statistics/Motorsport/Driver and team standings',
  ...sportsViewMeta(MotorsportStandingsView, motorsportFixture),
} satisfies Meta<typeof SportsViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Loaded, Loading, Empty, Error, LongNames } from '../sports-kit/testing/sports-view-stories';
/** The constructors' table. */
export const Teams: Story = { args: { params: { entityType: 'team' } } };
/** The drivers' table after round 1. */
export const AfterRoundOne: Story = { args: { params: { afterRound: '1' } } };
export { German, French } from '../sports-kit/testing/sports-view-stories';
