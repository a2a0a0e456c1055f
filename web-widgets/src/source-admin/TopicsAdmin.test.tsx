import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWidget } from '../testing/render-widget';
import { FakeSourceAdminApi } from './source-admin.fixtures';
import { TopicsAdmin } from './TopicsAdmin';
import { TopicsStore } from './topics.store';

test('the topics panel loads in the kit frame: the status while loading, then the topic tree; axe-clean', async () => {
  const { container } = renderWidget(<TopicsAdmin store={new TopicsStore(new FakeSourceAdminApi('loaded'))} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading sources…');
  expect(await screen.findByRole('heading', { level: 2, name: 'Topics' })).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

test('a failed load says so and offers a retry that loads again', async () => {
  const user = userEvent.setup();
  renderWidget(<TopicsAdmin store={new TopicsStore(new FakeSourceAdminApi('load-error'))} />);
  expect(await screen.findByText('The sources could not be loaded.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('The sources could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
