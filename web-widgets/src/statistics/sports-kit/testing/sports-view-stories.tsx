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
  argTypes: { scenario: { control: 'select' as const, options: [...SPORTS_SCENARIOS] }, view: { table: { disable: true } }, fixture: { table: { disable: true } } },
  render: (args: SportsViewStoryProps) => <SportsViewStory key={`${args.scenario}${JSON.stringify(args.params)}`} {...args} />,
});

type SportsViewStoryObj = StoryObj<typeof SportsViewStory>;

/** The states every sports view has a story for; describeStories checks each by its export name. */
export const SPORTS_VIEW_STATES = {
  Loaded: {},
  Loading: { args: { scenario: 'loading' } },
  Empty: { args: { scenario: 'empty' } },
  /** The server fails: the view says so with a retry, and the page shows its spec §8 toast. */
  Error: { args: { scenario: 'error' } },
  LongNames: { args: { scenario: 'long-names' } },
  German: { globals: { locale: 'de' } },
  French: { globals: { locale: 'fr' } },
} as const satisfies Record<string, SportsViewStoryObj>;
