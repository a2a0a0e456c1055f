import { describe, expect, jest, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { Marked } from 'marked';
import { MARKDOWN_XSS_PAYLOADS, XSS_PAYLOADS, inGroups } from '@newsdesk/core/testing/xss-payloads';
import { Glossary } from '../../src/glossary/Glossary';
import { FakeGlossaryApi } from '../../src/glossary/glossary.fixtures';
import { GlossaryStore } from '../../src/glossary/glossary.store';
import { InfoMessagesBanner } from '../../src/info-messages/InfoMessagesBanner';
import { FakeInfoMessagesApi } from '../../src/info-messages/info-messages.fixtures';
import { InfoMessagesStore } from '../../src/info-messages/info-messages.store';
import { ReleaseNotesDialog } from '../../src/release-notes/ReleaseNotesDialog';
import type { ReleaseNote } from '../../src/release-notes/release-notes';
import { fakeReleaseNotesApi } from '../../src/release-notes/release-notes.fixtures';
import { ReleaseNoteEditorDialog } from '../../src/release-notes-editor/ReleaseNoteEditorDialog';
import { ReleaseNotesEditorStore } from '../../src/release-notes-editor/release-notes-editor.store';
import { renderWidget } from '../../src/testing/render-widget';
import { auditXss } from '../../src/testing/xss-audit';
import { installXssCanaryForFile, payloadAt as at, settle } from '../../src/testing/xss-suite';
import { Toasts } from '../../src/toasts/Toasts';
import { ToastStore } from '../../src/toasts/toast.store';

/*
 * What colleagues write for the whole newsroom: glossary items and comments (plain or rich
 * text), release notes (Markdown, rendered to HTML), info banners, and the toasts that repeat
 * names and server messages. Every payload through each.
 */
const canary = installXssCanaryForFile();

const P = XSS_PAYLOADS;
const ME = '00000000-0000-4000-8000-00000000000a';
const COLLEAGUE = '00000000-0000-4000-8000-00000000000b';

describe('glossary', () => {
  test.each(
    inGroups(
      P.map((payload, i) => [i, payload] as const),
      60,
    ),
  )(
    'items %#: every payload as a title, a plain and a rich description and a comment: shown as text or sanitised, never run',
    async (...group) => {
      const api = new FakeGlossaryApi('empty');
      // written straight into the repository, as rows that reached the database some other way
      for (const [i, payload] of group) {
        const id = `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`;
        await api.repo.insert({
          id,
          title: `${payload} ${i}`,
          description: i % 2 === 0 ? payload : `<p>${at(i + 1)}</p>${payload}`,
          descriptionFormat: i % 2 === 0 ? 'plain' : 'html',
          authorId: i % 3 ? ME : COLLEAGUE,
          createdAt: '2026-11-20T09:00:00.000Z',
          updatedAt: '2026-11-20T09:00:00.000Z',
        });
        await api.repo.addComment({
          id: `00000000-0000-4000-a000-${String(i + 1).padStart(12, '0')}`,
          itemId: id,
          authorId: COLLEAGUE,
          text: at(i + 2),
          createdAt: '2026-11-21T11:00:00.000Z',
        });
      }
      const toasts = new ToastStore({ autoCloseMs: 60_000 });
      const store = new GlossaryStore(api, { toasts, pageSize: 100 });
      renderWidget(
        <>
          <Glossary store={store} />
          <Toasts store={toasts} />
        </>,
      );
      await screen.findByRole('list', { name: 'Glossary items' });
      await act(async () => {
        for (const item of store.items) store.toggleComments(item);
      });
      await settle();
      expect(screen.getAllByRole('article')).toHaveLength(group.length);
      expect(document.body.textContent).toContain(at(group[0]![0] + 2).trim());
      expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
    },
  );
});

describe('release notes', () => {
  const marked = new Marked({ gfm: true, breaks: true, async: false });
  const note = (id: string, html: string): ReleaseNote => ({ id, createdAt: '2026-11-20T08:00:00Z', body: { en: html } });

  test('bodies as an older server, a proxy or a cache might send them — raw payloads and unsanitised Markdown — are sanitised on render', async () => {
    const notes = [
      ...P.map((payload, i) => note(`html-${i}`, `<p>Note ${i}</p>${payload}`)),
      ...MARKDOWN_XSS_PAYLOADS.map((markdown, i) => note(`md-${i}`, marked.parse(`Note **${i}**\n\n${markdown}`) as string)),
    ];
    renderWidget(<ReleaseNotesDialog open onClose={jest.fn()} notes={notes} />);
    expect(document.querySelectorAll('.nd-release-notes__entry')).toHaveLength(notes.length);
    expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
  });

  test('the editor preview of every Markdown and HTML payload, as an admin types it', async () => {
    const toasts = { show: jest.fn<(input: { kind: string }) => string>(() => 'id') };
    const store = new ReleaseNotesEditorStore(fakeReleaseNotesApi([], 2), toasts);
    store.startNew();
    renderWidget(<ReleaseNoteEditorDialog store={store} title="New release note" />);
    for (const markdown of [...MARKDOWN_XSS_PAYLOADS, ...P]) {
      await act(async () => {
        store.setDraft(`**Preview** ${markdown}`);
      });
      expect(screen.getByRole('region', { name: 'Preview' }).querySelector('strong')).toHaveTextContent('Preview');
      expect({ markdown, ...(await auditXss(canary)) }).toEqual({ markdown, findings: [], calls: [] });
    }
  });
});

describe('info messages and toasts', () => {
  test('every payload as a banner text in the reader’s language and as the English fallback', async () => {
    const api = new FakeInfoMessagesApi('empty');
    api.messages = P.map((payload, i) => ({
      id: `im-${i}`,
      level: i % 2 ? 'warning' : 'info',
      text: i % 3 ? { en: payload } : { en: 'fallback', de: payload },
      expiresAt: null,
      createdAt: '',
      updatedAt: '',
    }));
    const store = new InfoMessagesStore(api, { show: () => 'id' });
    await store.load();
    renderWidget(<InfoMessagesBanner store={store} />, { language: 'de' });
    expect(screen.getByRole('region', { name: 'Hinweise' }).textContent).toContain(at(1).trim());
    expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
  });

  test('every payload as a toast: a server message without translation, and a name inside a translated one', async () => {
    const store = new ToastStore({ autoCloseMs: 60_000 });
    renderWidget(<Toasts store={store} />);
    await act(async () => {
      for (const [i, payload] of P.entries()) {
        store.show({ kind: 'error', messageKey: 'errors:no.such.code', message: payload });
        store.show({ kind: 'success', messageKey: 'collections:toasts.added', message: 'Collection added', values: { name: at(i + 1) } });
      }
    });
    expect(document.body.textContent).toContain(at(3).trim());
    expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
  });
});
