import { useState, type ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../../../.storybook/preview';
import type { Language } from '@newsdesk/core/identity/user-view';
import { LOCAL_SPORTS_PROVIDER } from '@newsdesk/core/sports/sports.ports';
import type { SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import { renderWidget } from '../../../testing/render-widget';
import type { SportsFetchError, StatisticsViewParams, StatisticsViewProps } from '../../statistics-view.types';
import { sportsServer, type SportsFixture, type SportsScenario } from './sports-scenarios';

/* Test helper (imports jest): a sports view over the in-memory API with spies for the page's callbacks. */

// jsdom has no structuredClone, which core's InMemorySportsData uses; its rows are plain JSON.
globalThis.structuredClone ??= (<T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T) as typeof structuredClone;

export const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

/** The options of a picker (a select, by its label) as the editor reads them. */
export const optionsOf = (label: string) =>
  within(screen.getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Picks an option of a picker (a select, by its label) and waits for what the view then loads. */
export const pick = async (label: string, option: string) => {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
  await settle();
};

export interface RenderSportsViewOptions {
  scenario?: SportsScenario;
  params?: StatisticsViewParams;
  language?: Language;
}

export const renderSportsView = async (
  View: ComponentType<StatisticsViewProps>,
  fixture: SportsFixture,
  options: RenderSportsViewOptions = {},
) => {
  const server = sportsServer(fixture, options.scenario ?? 'loaded');
  const spies = {
    onParamsChange: jest.fn<(params: StatisticsViewParams) => void>(),
    onOpenTeam: jest.fn<(id: string) => void>(),
    onOpenPlayer: jest.fn<(id: string) => void>(),
    onExportWidget: jest.fn<(request: SportsWidgetRequest) => void>(),
    onError: jest.fn<(code: SportsFetchError) => void>(),
  };
  // Like the statistics page: it keeps the params the view hands it and passes them back.
  const Host = () => {
    const [params, setParams] = useState<StatisticsViewParams>(options.params ?? {});
    const onParamsChange = (next: StatisticsViewParams) => {
      spies.onParamsChange(next);
      setParams(next);
    };
    return (
      <View client={server.client} serviceProvider={LOCAL_SPORTS_PROVIDER} {...spies} params={params} onParamsChange={onParamsChange} />
    );
  };
  const view = renderWidget(<Host />, { language: options.language ?? 'en' });
  await settle();
  return { server, ...spies, ...view };
};

type StoryModule = Parameters<typeof composeStories>[0];

/**
 * Every story of a sports view: in its language, in the state it names (a table once loaded,
 * the loading line, the alert, the empty note) and clean for axe.
 */
export const describeStories = (title: string, stories: StoryModule) => {
  // before composeStories, which reads the annotations (the WidgetProvider decorator, locales)
  setProjectAnnotations(preview);
  describe(`${title} stories`, () => {
    beforeAll(() => {
      // stories log the page's callbacks (toasts, exports) to the console
      jest.spyOn(console, 'info').mockImplementation(() => undefined);
    });
    afterAll(() => {
      jest.restoreAllMocks();
    });

    test.each(Object.entries(composeStories(stories)) as [string, ComponentType][])(
      '%s renders its state, axe-clean',
      async (name, Story) => {
        const { container, unmount } = render(<Story />);
        await settle();
        expect(container.querySelector('.nd-root')).toHaveAttribute('lang', { German: 'de', French: 'fr' }[name] ?? 'en');
        const view = within(container);
        if (name === 'Loading') expect(view.getByRole('status')).not.toBeEmptyDOMElement();
        else if (name === 'Error') expect(view.getByRole('alert')).toBeInTheDocument();
        else if (name === 'Empty') expect(container.querySelector('.nd-stats-status--empty')).not.toBeNull();
        else expect(view.getAllByRole('table').length).toBeGreaterThan(0);
        expect(await axe(container)).toHaveNoViolations();
        unmount();
      },
    );
  });
};
