import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportsViewStory } from '../sports-kit/testing/SportsViewStory';
import { SPORTS_VIEW_STATES as states, sportsViewMeta } from '../sports-kit/testing/sports-view-stories';
import { wintersportFixture } from './wintersport.fixtures';
import { WinterDisciplinesView } from './WinterDisciplinesView';

const meta = { title: 'Statistics/Winter sport/Disciplines', ...sportsViewMeta(WinterDisciplinesView, wintersportFixture) } satisfies Meta<typeof SportsViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = states.Loaded;
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Error: Story = states.Error;
export const LongNames: Story = states.LongNames;
/** A two-run giant slalom opened: runs, DNF, DNQ. */
export const GiantSlalomResults: Story = { args: { params: { disciplineId: 'GS', raceId: 'fixture:fis:2025-adelboden-gs' } } };
/** The Wengen downhill opened: a tie, DNF, DNS and DSQ. */
export const DownhillResults: Story = { args: { params: { disciplineId: 'DH', raceId: 'fixture:fis:2025-wengen-dh' } } };
export const German: Story = states.German;
export const French: Story = states.French;
