import { describe, expect, test } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { followBrowserFocusFixup } from '../testing/focus-fixup';
import { renderWidget } from '../testing/render-widget';
import { SourceAdmin } from './SourceAdmin';
import * as stories from './SourceAdmin.stories';
import { FakeSourceAdminApi, type FakeScenario } from './source-admin.fixtures';
import { SourceAdminStore } from './source-admin.store';

const setup = (scenario: FakeScenario = 'loaded', language: Language = 'en') => {
  const api = new FakeSourceAdminApi(scenario);
  const store = new SourceAdminStore(api);
  const user = userEvent.setup();
  const view = renderWidget(<SourceAdmin store={store} />, { language });
  return { api, store, user, ...view };
};

const sourcesTable = () => within(screen.getByRole('table', { name: 'RSS-enabled sources and their health' }));

describe('SourceAdmin', () => {
  test('loading, then the four sections; axe-clean', async () => {
    const { container } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading sources…');
    await screen.findByRole('heading', { level: 2, name: 'RSS-enabled sources' });
    for (const name of ['Site lists', 'Official sources', 'Topics'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('health: healthy, failing with the last error, paused with the reason and a resume button, off', async () => {
    const { user } = setup();
    await screen.findByRole('table', { name: 'RSS-enabled sources and their health' });
    const row = (name: string) =>
      within(
        sourcesTable()
          .getByRole('rowheader', { name: new RegExp(name) })
          .closest('tr')!,
      );
    expect(row('SRF News').getByText('Healthy')).toBeInTheDocument();
    expect(row('SRF News').getByText('40 · 6 new')).toBeInTheDocument();
    expect(row('Blick').getByText('Failing')).toBeInTheDocument();
    expect(row('Blick').getByText('2 failed crawls in a row')).toBeInTheDocument();
    expect(row('Blick').getByText(/Last error: fetch.timeout/)).toBeInTheDocument();
    expect(row('Le Temps').getByText('Paused')).toBeInTheDocument();
    expect(row('Le Temps').getByText(/Paused after 5 failed crawls/)).toBeInTheDocument();
    expect(row('watson').getByText('Off')).toBeInTheDocument();
    expect(row('watson').getByText('Not yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Resume/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Resume Le Temps' }));
    expect(await screen.findByText('“Le Temps” resumed.')).toBeInTheDocument();
    expect(row('Le Temps').getByText('Healthy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Resume/ })).not.toBeInTheDocument();
  });

  test('adding a source for an unlisted domain shows the catalogue message in the dialog; a listed one lands in the table', async () => {
    const { user, container } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add source' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add RSS-enabled source' }));
    await user.type(dialog.getByLabelText('Name'), 'NZZ');
    await user.type(dialog.getByLabelText('Feed address'), 'https://www.nzz.ch/recent.rss');
    await user.type(dialog.getByLabelText('Domain'), 'nzz-online.ch');
    await user.click(dialog.getByRole('button', { name: 'Save source' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Domain must be from the list of Generic/Custom sources'));
    expect(dialog.getByLabelText('Domain')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Domain')).toHaveAccessibleDescription(/Domain must be from the list of Generic\/Custom sources/);
    expect(await axe(container)).toHaveNoViolations();
    await user.clear(dialog.getByLabelText('Domain'));
    await user.type(dialog.getByLabelText('Domain'), 'nzz.ch');
    await user.click(dialog.getByRole('button', { name: 'Save source' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sourcesTable().getByRole('rowheader', { name: /NZZ/ })).toBeInTheDocument();
    expect(screen.getByText('“NZZ” saved.')).toBeInTheDocument();
  });

  test('after the domain error focus stays in the dialog, on the field at fault, and Escape still closes it', async () => {
    const undo = followBrowserFocusFixup();
    try {
      const { user, container, api } = setup();
      api.saveLatencyMs = 50;
      const opener = await screen.findByRole('button', { name: 'Add source' });
      await user.click(opener);
      const dialogElement = screen.getByRole('dialog', { name: 'Add RSS-enabled source' });
      const dialog = within(dialogElement);
      await user.type(dialog.getByLabelText('Name'), 'NZZ');
      await user.type(dialog.getByLabelText('Feed address'), 'https://www.nzz.ch/recent.rss');
      await user.type(dialog.getByLabelText('Domain'), 'nzz-online.ch');
      // the Save button has focus and is disabled while saving: a browser drops focus to <body> then
      await user.click(dialog.getByRole('button', { name: 'Save source' }));
      await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Domain must be from the list of Generic/Custom sources'));
      await waitFor(() => expect(dialog.getByLabelText('Domain')).toHaveFocus());
      expect(dialogElement).toContainElement(document.activeElement as HTMLElement);
      expect(document.activeElement).toHaveAccessibleDescription(/Domain must be from the list of Generic\/Custom sources/);
      expect(await axe(container)).toHaveNoViolations();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    } finally {
      undo();
    }
  });

  test('the domain error is translated (de)', async () => {
    const { user } = setup('loaded', 'de');
    await user.click(await screen.findByRole('button', { name: 'Quelle hinzufügen' }));
    const dialog = within(screen.getByRole('dialog', { name: 'RSS-Quelle hinzufügen' }));
    await user.type(dialog.getByLabelText('Name'), 'NZZ');
    await user.type(dialog.getByLabelText('Feed-Adresse'), 'https://www.nzz-online.ch/recent.rss');
    await user.click(dialog.getByRole('button', { name: 'Quelle speichern' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'Die Domain muss aus der Liste der generischen oder benutzerdefinierten Quellen stammen',
      ),
    );
  });

  test('editing keeps the values; deleting asks first and Escape cancels', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit SRF News' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit source' }));
    expect(dialog.getByLabelText('Feed address')).toHaveValue('https://www.srf.ch/news/bnf/rss/1646');
    expect(dialog.getByLabelText('Crawl this source')).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete SRF News' }));
    expect(screen.getByRole('dialog', { name: 'Delete source' })).toHaveTextContent('Delete “SRF News”?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sourcesTable().getByRole('rowheader', { name: /SRF News/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete SRF News' }));
    await user.click(screen.getByRole('button', { name: 'Delete source' }));
    await waitFor(() => expect(sourcesTable().queryByRole('rowheader', { name: /SRF News/ })).not.toBeInTheDocument());
  });

  test('uploads a list file of the chosen kind, and names the bad lines of a refused one', async () => {
    const { api, user, container } = setup();
    const kind = await screen.findByLabelText('List type');
    await user.selectOptions(kind, 'custom');
    await user.upload(
      screen.getByLabelText('List file (.csv or .txt)'),
      new File(['zueritoday.ch\nbaerntoday.ch\n'], 'regional.txt', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload list' }));
    expect(await screen.findByText('regional.txt uploaded with 2 domains.')).toBeInTheDocument();
    const files = within(screen.getByRole('table', { name: 'Uploaded site lists' }));
    expect(files.getByRole('rowheader', { name: 'regional.txt' }).closest('tr')).toHaveTextContent('Custom');
    expect(files.getByRole('link', { name: 'Download regional.txt' })).toHaveAttribute(
      'href',
      '/api/files/websites/regional.txt?format=text',
    );

    api.uploadError = new (await import('../api/api-error')).ApiError({
      status: 400,
      code: 'site_list.invalid_lines',
      message: 'x',
      details: { lines: [3, 7], count: 2 },
    });
    await user.upload(screen.getByLabelText('List file (.csv or .txt)'), new File(['srf.ch\n'], 'bad.txt'));
    await user.click(screen.getByRole('button', { name: 'Upload list' }));
    expect(await screen.findByText('These lines are not a domain or web address: 3, 7 (2 in all).')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('adds an official source and a subtopic', async () => {
    const { user } = setup();
    const official = within(await screen.findByRole('region', { name: 'Official sources' }));
    await user.type(official.getByLabelText('Name'), 'Staatskanzlei');
    await user.type(official.getByLabelText('Address'), 'https://www.zh.ch/medien');
    await user.selectOptions(official.getByLabelText('Type'), 'government');
    await user.click(screen.getByRole('button', { name: 'Add official source' }));
    expect(await screen.findByText('“Staatskanzlei” saved.')).toBeInTheDocument();

    const topics = within(screen.getByRole('region', { name: 'Topics' }));
    await user.type(topics.getByLabelText('Id'), 'tennis');
    await user.selectOptions(topics.getByLabelText('Parent topic'), 'sport');
    await user.type(topics.getByLabelText('Keywords'), 'Wimbledon, Roland-Garros');
    await user.click(screen.getByRole('button', { name: 'Add topic' }));
    expect(await screen.findByText('Topic “tennis” saved.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Topics and subtopics' })).getByText('Wimbledon, Roland-Garros')).toBeInTheDocument();
  });

  test('empty: each section says what to do; axe-clean', async () => {
    const { container } = setup('empty');
    expect(await screen.findByText(/No RSS-enabled sources yet/)).toBeInTheDocument();
    expect(screen.getByText('No site lists uploaded yet.')).toBeInTheDocument();
    expect(screen.getByText('No official sources yet.')).toBeInTheDocument();
    expect(screen.getByText('No topics yet.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('a failed load explains and offers to try again', async () => {
    const { user, store } = setup('load-error');
    expect(await screen.findByText('The sources could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server cannot be reached.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(store.status).toBe('error'));
  });
});

setProjectAnnotations(preview);

describe('SourceAdmin stories render and are axe-clean', () => {
  test.each(Object.entries(composeStories(stories)))('%s', async (name, Story) => {
    const { container, unmount } = render(<Story />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const locale = name.startsWith('German') ? 'de' : name.startsWith('French') ? 'fr' : 'en';
    expect(container.querySelector('.nd-root')).toHaveAttribute('lang', locale);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
  });
});
