import type { ComponentType } from 'react';
import { expect } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { axe } from 'jest-axe';

/** The locale a story is named for: German… and French… stories set it, the others are English. */
const localeOfStory = (storyName: string): string => (storyName.startsWith('German') ? 'de' : storyName.startsWith('French') ? 'fr' : 'en');

/**
 * One composed story (`composeStories`): rendered, its fake answers let in, then the widget speaks
 * the story's language and axe finds nothing.
 */
export const expectStoryInItsLanguageAndAxeClean = async (storyName: string, Story: ComponentType): Promise<void> => {
  const { container, unmount } = render(<Story />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(container.querySelector('.nd-root')).toHaveAttribute('lang', localeOfStory(storyName));
  expect(await axe(container)).toHaveNoViolations();
  unmount();
};
