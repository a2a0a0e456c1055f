import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@newsdesk/core/identity/user-view';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { checkFeedSourceSettings } from '@newsdesk/core/sources/feed-source-settings';
import { TableFeedHostScreen } from '@newsdesk/core/testing/table-feed-host-screen';
import { ApiError } from '../api/api-error';
import { renderWidget } from '../testing/render-widget';
import { SourceAdmin } from './SourceAdmin';
import { FakeSourceAdminApi } from './source-admin.fixtures';
import type { FeedSourceInput } from './source-admin.gateway';
import { SourceAdminStore } from './source-admin.store';

/**
 * The fake server answers a new source with core's own rules (the routes call the same
 * checkFeedSourceSettings) and the body the error mapper sends, so the dialog shows exactly what
 * an admin sees for a loopback feed or a feed on another site, in each language.
 */
class RuledSourceAdminApi extends FakeSourceAdminApi {
  private readonly screen = new TableFeedHostScreen({
    refused: { '127.0.0.1': 'loopback', '[::1]': 'loopback', '169.254.169.254': 'linkLocal' },
  });

  override async createSource(input: FeedSourceInput) {
    const lists = { isListed: async (domain: string) => [...this.sites.generic, ...this.sites.custom].some((s) => s.domain === domain) };
    try {
      await checkFeedSourceSettings(input, lists, this.screen);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      throw new ApiError({ status: 400, code: error.code, message: error.message, details: error.details ?? {} });
    }
    return super.createSource(input);
  }
}

const LABELS = {
  en: ['Add source', 'Add RSS-enabled source', 'Name', 'Feed address', 'Domain', 'Save source'],
  de: ['Quelle hinzufügen', 'RSS-Quelle hinzufügen', 'Name', 'Feed-Adresse', 'Domain', 'Quelle speichern'],
  fr: ['Ajouter une source', 'Ajouter une source RSS', 'Nom', 'Adresse du flux', 'Domaine', 'Enregistrer la source'],
} as const;

const addSource = async (language: Language, url: string, domain: string) => {
  const store = new SourceAdminStore(new RuledSourceAdminApi());
  const user = userEvent.setup();
  renderWidget(<SourceAdmin store={store} />, { language });
  const [add, title, name, address, domainLabel, save] = LABELS[language as keyof typeof LABELS];
  await user.click(await screen.findByRole('button', { name: add }));
  const dialog = within(screen.getByRole('dialog', { name: title }));
  await user.type(dialog.getByLabelText(name), 'Hostile feed');
  await user.type(dialog.getByLabelText(address), url);
  await user.type(dialog.getByLabelText(domainLabel), domain);
  await user.click(dialog.getByRole('button', { name: save }));
  return dialog;
};

describe('the Add source dialog explains why a feed address is refused', () => {
  test.each([
    ['en', 'This address is on a local or private network; Newsdesk does not fetch from there.'],
    ['de', 'Diese Adresse liegt in einem lokalen oder privaten Netz; von dort ruft Newsdesk nichts ab.'],
    ['fr', 'Cette adresse se trouve sur un réseau local ou privé ; Newsdesk n’y récupère rien.'],
  ] as const)('a loopback address (%s)', async (language, text) => {
    const dialog = await addSource(language, 'http://2130706433:8080/feed', 'srf.ch');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(text));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test.each([
    ['en', 'The feed address must be on srf.ch or one of its subdomains.'],
    ['de', 'Die Feed-Adresse muss auf srf.ch oder einer ihrer Subdomains liegen.'],
    ['fr', 'L’adresse du flux doit se trouver sur srf.ch ou l’un de ses sous-domaines.'],
  ] as const)('a feed on another site than its listed domain (%s)', async (language, text) => {
    const dialog = await addSource(language, 'https://srf.ch.evil.example/rss', 'srf.ch');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(text));
  });

  test('the same feed on its own domain is saved', async () => {
    await addSource('en', 'https://www.srf.ch/news/rss', 'srf.ch');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('“Hostile feed” saved.')).toBeInTheDocument();
  });
});
