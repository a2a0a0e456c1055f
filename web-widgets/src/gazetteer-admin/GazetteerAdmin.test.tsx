import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { renderWidget } from '../testing/render-widget';
import { expectStoryInItsLanguageAndAxeClean } from '../testing/story-checks';
import { GazetteerAdmin } from './GazetteerAdmin';
import * as stories from './GazetteerAdmin.stories';
import { FakeGazetteerAdminApi, type GazetteerScenario } from './gazetteer-admin.fixtures';
import { GazetteerAdminStore } from './gazetteer-admin.store';

const setup = (scenario: GazetteerScenario = 'loaded', language: Language = 'en') => {
  const api = new FakeGazetteerAdminApi(scenario);
  const store = new GazetteerAdminStore(api);
  const user = userEvent.setup();
  const view = renderWidget(<GazetteerAdmin store={store} />, { language });
  return { api, store, user, ...view };
};

describe('GazetteerAdmin', () => {
  test('entries grouped by language and kind; axe-clean', async () => {
    const { container } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Entity gazetteer' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['English', 'German', 'French']);
    const people = within(screen.getByRole('table', { name: 'People (German)' }));
    expect(people.getByRole('rowheader', { name: 'Karin Keller-Sutter' })).toBeInTheDocument();
    expect(people.getByText('KKS')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Places (French)' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('adds an entry with comma-separated aliases; a duplicate shows the conflict', async () => {
    const { api, user } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Entity gazetteer' });
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    await user.selectOptions(screen.getByLabelText('Kind'), 'person');
    await user.type(screen.getByLabelText('Name'), 'Élisabeth Baume-Schneider');
    await user.type(screen.getByLabelText('Aliases'), 'EBS, , Baume-Schneider');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('“Élisabeth Baume-Schneider” added.')).toBeInTheDocument();
    expect(api.entries.at(-1)).toMatchObject({ language: 'fr', kind: 'person', aliases: ['EBS', 'Baume-Schneider'] });
    expect(within(screen.getByRole('table', { name: 'People (French)' })).getByText('EBS, Baume-Schneider')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Language'), 'de');
    await user.selectOptions(screen.getByLabelText('Kind'), 'organization');
    await user.type(screen.getByLabelText('Name'), 'swissmedic');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This name is already listed for this language and kind.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a too short name is refused before calling the server', async () => {
    const { api, user } = setup('empty');
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.entries).toEqual([]);
  });

  test('deletes after confirmation', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Swissmedic' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete entry' }));
    await user.click(dialog.getByRole('button', { name: 'Delete entry' }));
    expect(await screen.findByText('“Swissmedic” deleted.')).toBeInTheDocument();
    expect(api.entries.map((e) => e.name)).not.toContain('Swissmedic');
    expect(screen.queryByRole('button', { name: 'Delete Swissmedic' })).not.toBeInTheDocument();
  });

  test('German labels', async () => {
    setup('loaded', 'de');
    expect(await screen.findByRole('heading', { level: 2, name: 'Entitäten-Verzeichnis' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Personen (Deutsch)' })).toBeInTheDocument();
  });
});

setProjectAnnotations(preview);

describe('GazetteerAdmin stories', () => {
  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', (storyName, Story) =>
    expectStoryInItsLanguageAndAxeClean(storyName, Story),
  );
});
