import { expect, test } from '@jest/globals';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import preview from '../../../.storybook/preview';
import { Tabs } from './Tabs';
import * as stories from './Tabs.stories';

const tabs = [
  { id: 'sources', label: 'Sources', panel: () => <p>Feeds and sites</p> },
  { id: 'topics', label: 'Topics', panel: () => <p>The topic tree</p> },
  { id: 'users', label: 'Users', panel: () => <p>Who may log in</p> },
];

test('one tab stop; arrows wrap, Home and End jump, each move selects; the panel is named by its tab and drawn only when selected', async () => {
  const user = userEvent.setup();
  const { container } = render(<Tabs label="Areas" tabs={tabs} />);
  expect(screen.getByRole('tablist', { name: 'Areas' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  expect(screen.getByRole('tabpanel', { name: 'Sources' })).toHaveTextContent('Feeds and sites');
  expect(screen.queryByText('The topic tree')).not.toBeInTheDocument();

  await user.tab();
  expect(screen.getByRole('tab', { name: 'Sources' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Users' })).toHaveTextContent('Who may log in');
  await user.keyboard('{Home}{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Topics' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
  await user.click(screen.getByRole('tab', { name: 'Sources' }));
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  expect(await axe(container)).toHaveNoViolations();
});

test('starts on the tab asked for', () => {
  render(<Tabs label="Areas" tabs={tabs} initialId="topics" />);
  expect(screen.getByRole('tabpanel', { name: 'Topics' })).toHaveTextContent('The topic tree');
});

setProjectAnnotations(preview);

test.each(Object.entries(composeStories(stories)))('story %s renders axe-clean', async (_name, Story) => {
  const { container, unmount } = render(<Story />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByRole('tablist')).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
  unmount();
});
