import type { ComponentType } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import type { StatisticsViewProps } from '../../statistics-view.types';
import { SportsViewStory, type SportsViewStoryProps } from './SportsViewStory';
import { SPORTS_SCENARIOS, type SportsFixture, type SportsScenario } from './sports-scenarios';

/*
 * What the story file of every tennis, motorsport and winter sport view shares. Storybook reads a
 * story file statically: the title stays a literal in the file's own `meta` and each story stays
 * a named export there; only their contents come from here.
 */

/** The view over the in-memory API, its scenario as a control, a fresh mount per scenario and params. */
export const sportsViewMeta = (view: ComponentType<StatisticsViewProps>, fixture: SportsFixture) => ({
  component: SportsViewStory,
  args: { view, fixture, scenario: 'loaded' as SportsScenario, params: {} },
  argTypes: {
    scenario: { control: 'select' as const, options: [...SPORTS_SCENARIOS] },
    view: { table: { disable: true } },
    fixture: { table: { disable: true } },
  },
  render: (args: SportsViewStoryProps) => <SportsViewStory key={`${args.scenario}${JSON.stringify(args.params)}`} {...args} />,
});

type SportsViewStoryObj = StoryObj<typeof SportsViewStory>;

/*
 * The states every sports view has a story for; describeStories checks each by its export name.
 * A view's story file re-exports them by name (`export { Loaded, … } from …`), which Storybook's
 * indexer reads as the file's own stories.
 */
export const Loaded: SportsViewStoryObj = {};
export const Loading: SportsViewStoryObj = { args: { scenario: 'loading' } };
export const Empty: SportsViewStoryObj = { args: { scenario: 'empty' } };
/** The server fails: the view says so with a retry, and the page shows its spec §8 toast. */
export const Error: SportsViewStoryObj = { args: { scenario: 'error' } };
export const LongNames: SportsViewStoryObj = { args: { scenario: 'long-names' } };
export const German: SportsViewStoryObj = { globals: { locale: 'de' } };
export const French: SportsViewStoryObj = { globals: { locale: 'fr' } };
