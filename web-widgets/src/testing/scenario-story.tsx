import type { ComponentType, ReactNode } from 'react';
import { StoryCanvas, useStoryStore } from '../ui/StoryCanvas';

/** A widget story's two controls: what the fake server answers, and what the user has just done. */
export interface ScenarioStoryArgs<Scenario extends string, Step extends string> {
  scenario: Scenario;
  /** What the user has just done when the story opens. */
  step: Step;
}

/**
 * A widget's story page: its store, over the fake server of the scenario, made once and brought to
 * the step, then shown on the app's canvas. `make` may return more than the store (the fake server,
 * the toasts) when the step or the view needs them.
 */
export const scenarioStoryPage = <Scenario extends string, Step extends string, Made>(
  make: (scenario: Scenario) => Made,
  play: (made: Made, step: Step) => Promise<unknown>,
  view: (made: Made) => ReactNode,
): ComponentType<ScenarioStoryArgs<Scenario, Step>> =>
  function ScenarioStoryPage({ scenario, step }: ScenarioStoryArgs<Scenario, Step>) {
    const made = useStoryStore(
      () => make(scenario),
      (created) => play(created, step),
    );
    return <StoryCanvas>{view(made)}</StoryCanvas>;
  };

/** A story's render that starts afresh on every change of a control: a new store, played to the new step. */
export const renderAfresh =
  <Args extends object>(Page: ComponentType<Args>) =>
  (args: Args) => <Page key={JSON.stringify(args)} {...args} />;
