import type { ComponentType } from 'react';
import { expect } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { axe } from 'jest-axe';

/** The locale a story is named for: German… and French… stories set it, the others are English. */
const localeOfStory = (storyName: string): string => (storyName.startsWith('German') ? 'de' : storyName.startsWith('French') ? 'fr' : 'en');

/** How long a story's fake server takes: `settles` rounds of `settleMs` (a fake that answers on a timer, then a follow-up load). */
export interface StorySettling {
  settles?: number;
  settleMs?: number;
}

/**
 * One composed story (`composeStories`): rendered, its fake answers let in, then the widget speaks
 * the story's language and axe finds nothing.
 */
export const expectStoryInItsLanguageAndAxeClean = async (
  storyName: string,
  Story: ComponentType,
  { settles = 1, settleMs = 0 }: StorySettling = {},
): Promise<void> => {
  const { container, unmount } = render(<Story />);
  for (let round = 0; round < settles; round += 1)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, settleMs));
    });
  expect(container.querySelector('.nd-root')).toHaveAttribute('lang', localeOfStory(storyName));
  expect(await axe(container)).toHaveNoViolations();
  unmount();
};
