import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { sportsViewMeta } from '../sports-kit/testing/sports-view-stories';
import { motorsportFixture } from './motorsport.fixtures';
import { MotorsportRacesView } from './MotorsportRacesView';

const meta = { title: 'Statistics/Motorsport/Races', ...sportsViewMeta(MotorsportRacesView, motorsportFixture) } satisfies Meta<
  typeof SportsViewStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Loaded, Loading, Empty, Error, LongNames } from '../sports-kit/testing/sports-view-stories';
/** A sprint weekend opened: sprint and race classification. */
export const SprintWeekend: Story = { args: { params: { raceId: 'fixture:f1:2024:3' } } };
/** An earlier season. */
export const EarlierSeason: Story = { args: { params: { seasonId: '2023' } } };
export { German, French } from '../sports-kit/testing/sports-view-stories';
