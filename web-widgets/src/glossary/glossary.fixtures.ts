import { AddGlossaryComment } from '@newsdesk/core/glossary/add-glossary-comment';
import { DeleteGlossaryComment } from '@newsdesk/core/glossary/delete-glossary-comment';
import { DeleteGlossaryItem } from '@newsdesk/core/glossary/delete-glossary-item';
import type { GlossaryViewer } from '@newsdesk/core/glossary/glossary-access';
import { GlossaryViews } from '@newsdesk/core/glossary/glossary-views';
import { ListGlossaryItems } from '@newsdesk/core/glossary/list-glossary-items';
import { SaveGlossaryItem } from '@newsdesk/core/glossary/save-glossary-item';
import { InMemoryGlossaryRepository, TagStrippingSanitizer } from '@newsdesk/core/glossary/testing/in-memory-glossary-repository';
import { ToggleGlossaryLike } from '@newsdesk/core/glossary/toggle-glossary-like';
import type { GlossaryItem } from '@newsdesk/core/glossary/glossary.types';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { ApiError } from '../api/api-error';
import type { GlossaryApi, GlossaryItemInput, GlossaryListParams } from './glossary.gateway';

export type GlossaryScenario = 'loaded' | 'empty' | 'loading' | 'load-error' | 'long-text' | 'save-error';

const ME = { id: '00000000-0000-4000-8000-00000000000a', givenName: 'Clara', familyName: 'Keller' };
const COLLEAGUE = { id: '00000000-0000-4000-8000-00000000000b', givenName: 'Jean', familyName: 'Dubois' };
const people = new Map(
  [ME, COLLEAGUE].map((p) => [
    p.id,
    {
      ...p,
      email: '',
      roles: [],
      isNew: false,
      language: 'en' as const,
      colorScheme: 'system' as const,
      passwordHash: '',
      active: true,
      createdAt: new Date(0),
    },
  ]),
);

const item = (
  n: number,
  title: string,
  description: string,
  authorId: string,
  createdAt: string,
  descriptionFormat: GlossaryItem['descriptionFormat'] = 'plain',
): GlossaryItem => ({
  id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  title,
  description,
  descriptionFormat,
  authorId,
  createdAt,
  updatedAt: createdAt,
});

export const someGlossaryItems = (): GlossaryItem[] => [
  item(1, 'Sperrfrist', 'Embargo: a text may not be published before the time the source set.', ME.id, '2026-11-20T09:00:00.000Z'),
  item(2, 'Ärztekammer', 'The medical association of a canton; filed under A.', COLLEAGUE.id, '2026-11-19T09:00:00.000Z'),
  item(
    3,
    'Élysée',
    '<p>The French <strong>presidency</strong>, by the name of its palace.</p>',
    COLLEAGUE.id,
    '2026-11-21T09:00:00.000Z',
    'html',
  ),
  item(4, 'Kicker', 'A short line above a headline.\nAlso called “overline”.', ME.id, '2026-11-18T09:00:00.000Z'),
  item(5, '24/7 desk', 'The desk that is staffed around the clock.', COLLEAGUE.id, '2026-11-17T09:00:00.000Z'),
];

const LONG =
  `${'A description that goes on and on about the history of the term, its uses in German, French and English newsrooms, and the fine differences between them. '.repeat(6)}`.trim();

const failure = () => new ApiError({ status: 0, code: 'network.failed', message: 'The server cannot be reached.' });
const toApiError = (error: unknown) =>
  isDomainError(error)
    ? new ApiError({
        status: { invalid: 400, not_found: 404, forbidden: 403 }[error.kind as string] ?? 409,
        code: error.code,
        message: error.message,
        details: error.details,
      })
    : error;

/**
 * An in-memory server for stories and tests: core's own glossary use cases over its in-memory
 * repository, so letters, sorting, likes and permissions behave as on the real server.
 */
export class FakeGlossaryApi implements GlossaryApi {
  readonly repo = new InMemoryGlossaryRepository();
  calls: string[] = [];
  private n = 100;
  private readonly viewer: GlossaryViewer = { id: ME.id, isAdmin: false };
  private readonly views = new GlossaryViews({ findById: async (id) => people.get(id) ?? null });
  private readonly clock = { now: () => new Date('2026-11-22T10:00:00.000Z') };
  private readonly ids = { newId: () => `00000000-0000-4000-9000-${String(++this.n).padStart(12, '0')}` };

  constructor(private readonly scenario: GlossaryScenario = 'loaded') {
    const items = scenario === 'empty' || scenario === 'loading' || scenario === 'load-error' ? [] : someGlossaryItems();
    if (scenario === 'long-text')
      items.push(
        item(
          6,
          'Kurzarbeitsentschädigung und weitere sehr lange zusammengesetzte Begriffe der Verwaltung',
          LONG,
          ME.id,
          '2026-11-22T08:00:00.000Z',
        ),
      );
    for (const i of items) void this.repo.insert(i);
    if (items.length > 0) {
      void this.repo.setLiked(items[0]!.id, COLLEAGUE.id, true, '2026-11-21T10:00:00.000Z');
      void this.repo.setLiked(items[2]!.id, ME.id, true, '2026-11-21T10:00:00.000Z');
      void this.repo.setLiked(items[2]!.id, COLLEAGUE.id, true, '2026-11-21T10:00:00.000Z');
      void this.repo.addComment({
        id: '00000000-0000-4000-a000-000000000001',
        itemId: items[0]!.id,
        authorId: COLLEAGUE.id,
        text: 'We write “Sperrfrist” in German copy too.',
        createdAt: '2026-11-21T11:00:00.000Z',
      });
    }
  }

  async list(params: GlossaryListParams) {
    this.calls.push(`list ${params.letter ?? '*'} ${params.search} ${params.sort} ${params.page}`);
    if (this.scenario === 'loading') return new Promise<never>(() => undefined);
    if (this.scenario === 'load-error') throw failure();
    return this.run(() =>
      new ListGlossaryItems(this.repo, this.views).execute(this.viewer, {
        text: params.search,
        letter: params.letter ?? undefined,
        sort: params.sort,
        page: params.page,
        pageSize: params.pageSize,
      }),
    );
  }

  async save(input: GlossaryItemInput) {
    this.calls.push(`save ${input.title}`);
    if (this.scenario === 'save-error') throw new ApiError({ status: 500, code: 'server.internal', message: 'Something went wrong.' });
    return this.run(() =>
      new SaveGlossaryItem(this.repo, this.views, new TagStrippingSanitizer(), this.ids, this.clock).execute(this.viewer, input),
    );
  }

  async remove(id: string) {
    this.calls.push(`remove ${id}`);
    return this.run(() => new DeleteGlossaryItem(this.repo).execute(this.viewer, id));
  }

  async toggleLike(id: string) {
    return this.run(() => new ToggleGlossaryLike(this.repo, this.views, this.clock).execute(this.viewer, id));
  }

  async addComment(id: string, text: string) {
    return this.run(() => new AddGlossaryComment(this.repo, this.views, this.ids, this.clock).execute(this.viewer, id, text));
  }

  async deleteComment(id: string, commentId: string) {
    return this.run(() => new DeleteGlossaryComment(this.repo, this.views).execute(this.viewer, id, commentId));
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw toApiError(error);
    }
  }
}
