import type { ReleaseNote, ReleaseNotePage } from './release-notes';
import type { ReleaseNotesApi } from './release-notes.gateway';

/* Notes as the server sends them (HTML made from Markdown), for stories and tests. */

export const releaseNoteFixtures: ReleaseNote[] = [
  {
    id: 'rn-3',
    createdAt: '2026-11-20T08:00:00Z',
    body: {
      en: '<p><strong>Glossary</strong> for the whole newsroom:</p><ul><li>search and sort</li><li>likes and comments</li></ul>',
      de: '<p>Ein <strong>Glossar</strong> für die ganze Redaktion:</p><ul><li>Suche und Sortierung</li><li>Likes und Kommentare</li></ul>',
      fr: '<p>Un <strong>glossaire</strong> pour toute la rédaction :</p><ul><li>recherche et tri</li><li>mentions « j’aime » et commentaires</li></ul>',
    },
    markdown: {
      en: '**Glossary** for the whole newsroom:\n\n- search and sort\n- likes and comments',
      de: 'Ein **Glossar** für die ganze Redaktion:\n\n- Suche und Sortierung\n- Likes und Kommentare',
      fr: 'Un **glossaire** pour toute la rédaction :\n\n- recherche et tri\n- mentions « j’aime » et commentaires',
    },
  },
  {
    id: 'rn-2',
    createdAt: '2026-10-02T08:00:00Z',
    body: { en: '<p>The site monitor shows what changed on a page, old and new side by side.</p>' },
    markdown: { en: 'The site monitor shows what changed on a page, old and new side by side.' },
  },
  {
    id: 'rn-1',
    createdAt: '2026-08-14T08:00:00Z',
    body: { en: '<p>Collections can be reordered by dragging.</p>', de: '<p>Sammlungen lassen sich per Ziehen ordnen.</p>' },
    markdown: { en: 'Collections can be reordered by dragging.', de: 'Sammlungen lassen sich per Ziehen ordnen.' },
  },
];

/** An API that serves `notes` in pages of `pageSize`, newest first, like the server. */
export const fakeReleaseNotesApi = (notes: ReleaseNote[] = releaseNoteFixtures, pageSize = 2): ReleaseNotesApi & { seen: number } => {
  const api = {
    seen: 0,
    async list(cursor?: string): Promise<ReleaseNotePage> {
      const sorted = [...notes].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      const start = cursor ? sorted.findIndex((n) => `${n.createdAt}~${n.id}` === cursor) + 1 : 0;
      return { releaseNotes: sorted.slice(start, start + pageSize), areThereMoreReleaseNotes: start + pageSize < sorted.length };
    },
    async markSeen() {
      api.seen += 1;
    },
    async create(markdown: ReleaseNote['body']) {
      const body = Object.fromEntries(Object.entries(markdown).map(([l, text]) => [l, `<p>${text}</p>`]));
      const note = { id: `rn-new-${notes.length + 1}`, createdAt: '2026-11-22T09:00:00Z', body, markdown };
      notes.unshift(note);
      return note;
    },
    async updateContent(id: string, language: keyof ReleaseNote['body'], content: string) {
      const note = notes.find((n) => n.id === id)!;
      note.body = { ...note.body, [language]: `<p>${content}</p>` };
      note.markdown = { ...note.markdown, [language]: content };
      if (!content.trim()) {
        delete note.body[language];
        delete note.markdown[language];
      }
      return note;
    },
    async remove(id: string) {
      notes.splice(
        notes.findIndex((n) => n.id === id),
        1,
      );
    },
  };
  return api;
};

/** A fresh copy of the fixtures, so a test or story may change it (jsdom has no structuredClone). */
export const copyOfReleaseNotes = (): ReleaseNote[] => JSON.parse(JSON.stringify(releaseNoteFixtures)) as ReleaseNote[];
