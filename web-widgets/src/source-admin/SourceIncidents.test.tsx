import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Language } from '@newsdesk/core/identity/user-view';
import type { SourceIncidentView } from '@newsdesk/core/sources/list-source-incidents';
import { renderWidget } from '../testing/render-widget';
import { SourceAdmin } from './SourceAdmin';
import { FakeSourceAdminApi } from './source-admin.fixtures';
import { SourceAdminStore } from './source-admin.store';

/** The fake as the server answers with open source-health incidents (ADR 0027). */
class FakeWithIncidents extends FakeSourceAdminApi {
  constructor(readonly incidents: SourceIncidentView[] | Error) {
    super('loaded');
  }
  async listSourceIncidents() {
    if (this.incidents instanceof Error) throw this.incidents;
    return this.incidents;
  }
}

const incident = (sourceId: string, problem: SourceIncidentView['problem']): SourceIncidentView => ({
  id: `incident-${sourceId}`,
  sourceId,
  sourceName: 'x',
  openedAt: '2026-11-27T08:15:00.000Z',
  problem,
});

const setup = (incidents: SourceIncidentView[] | Error, language: Language = 'en') => {
  const store = new SourceAdminStore(new FakeWithIncidents(incidents));
  renderWidget(<SourceAdmin store={store} />, { language });
  return store;
};

const row = async (name: RegExp) => {
  const table = await screen.findByRole('table', { name: /RSS|RSS-Quellen|sources RSS/i });
  return within(within(table).getByRole('rowheader', { name }).closest('tr')!);
};

describe('source-health incidents in the sources table', () => {
  test('each open incident says what the admins were told; a source without one says nothing more', async () => {
    setup([
      incident('src-1', { kind: 'failing', failures: 3, lastError: 'HTTP 503' }),
      incident('src-2', { kind: 'volume', direction: 'drop', date: '2026-11-26', count: 2, usual: 40 }),
    ]);
    expect((await row(/Blick/)).getByText(/^Admins alerted .*: crawls keep failing\.$/)).toBeInTheDocument();
    const sources = await screen.findAllByText(/^Admins alerted/);
    expect(sources).toHaveLength(2);
    expect(screen.getByText(/only 2 documents on 2026-11-26, usually 40\./)).toBeInTheDocument();
  });

  test('in German', async () => {
    setup(
      [incident('src-1', { kind: 'silent', lastDocumentAt: '2026-11-26T06:00:00.000Z', silentHours: 26.4, usualIntervalHours: 1 })],
      'de',
    );
    expect(await screen.findByText(/^Admins benachrichtigt .*: seit 26 Stunden kein neues Dokument\.$/)).toBeInTheDocument();
  });

  test('when the incidents cannot be read, the table shows as before', async () => {
    setup(new Error('network'));
    expect((await row(/Blick/)).getByText('Failing')).toBeInTheDocument();
    expect(screen.queryByText(/^Admins alerted/)).not.toBeInTheDocument();
  });
});
