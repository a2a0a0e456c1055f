import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { SPORTS_VIEW_STATES as states, sportsViewMeta } from '../sports-kit/testing/sports-view-stories';
import { motorsportFixture } from './motorsport.fixtures';
import { MotorsportRacesView } from './MotorsportRacesView';

const meta = { title: 'Statistics/Motorsport/Races', ...sportsViewMeta(MotorsportRacesView, motorsportFixture) } satisfies Meta<typeof SportsViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = states.Loaded;
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Error: Story = states.Error;
export const LongNames: Story = states.LongNames;
/** A sprint weekend opened: sprint and race classification. */
export const SprintWeekend: Story = { args: { params: { raceId: 'fixture:f1:2024:3' } } };
/** An earlier season. */
export const EarlierSeason: Story = { args: { params: { seasonId: '2023' } } };
export const German: Story = states.German;
export const French: Story = states.French;
