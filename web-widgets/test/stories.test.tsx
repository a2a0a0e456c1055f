import { describe, expect, test } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import * as loginForm from '../src/login-form/LoginForm.stories';
import * as releaseNotes from '../src/release-notes/ReleaseNotesDialog.stories';
import * as sidebar from '../src/sidebar/Sidebar.stories';
import * as toasts from '../src/toasts/Toasts.stories';

// Every story is a fixture: it must render inside the preview's WidgetProvider and be axe-clean.
setProjectAnnotations(preview);

const suites = { sidebar, toasts, loginForm, releaseNotes };

describe.each(Object.entries(suites))('%s stories', (_name, module) => {
  const stories = Object.entries(composeStories(module));
  test.each(stories)('%s', async (storyName, Story) => {
    const { container, unmount } = render(<Story />);
    // Stories that submit on load settle on the next microtasks.
    await act(async () => {
      await Promise.resolve();
    });
    const locale = { German: 'de', French: 'fr' }[storyName] ?? 'en';
    expect(container.querySelector('.nd-root')).toHaveAttribute('lang', locale);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
  });
});
