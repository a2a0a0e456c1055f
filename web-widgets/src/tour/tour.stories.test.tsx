import type { ComponentType } from 'react';
import { describe, expect, test } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import * as guidedTour from './GuidedTour.stories';
import * as settingsMenu from './SettingsMenu.stories';
import * as userGuide from './UserGuide.stories';

// The tour's stories are fixtures too: each renders in the preview's provider, axe clean.
setProjectAnnotations(preview);

const LOCALES: Record<string, string> = { German: 'de', French: 'fr', GermanNotYetTranslated: 'de', FrenchFailed: 'fr' };

// One list: the three modules' story types differ, and a union of them is not callable as JSX.
const stories = {
  settingsMenu: Object.entries(composeStories(settingsMenu)),
  userGuide: Object.entries(composeStories(userGuide)),
  guidedTour: Object.entries(composeStories(guidedTour)),
} as unknown as Record<string, [string, ComponentType][]>;

describe.each(Object.entries(stories))('%s stories', (_name, list) => {
  test.each(list)('%s', async (storyName, Story) => {
    const { container, unmount } = render(<Story />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('.nd-root')).toHaveAttribute('lang', LOCALES[storyName] ?? 'en');
    expect(await axe(container)).toHaveNoViolations();
    unmount();
  });
});
