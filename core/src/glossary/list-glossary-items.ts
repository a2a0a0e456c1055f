import type { GlossaryViewer } from './glossary-access';
import { parseLetter } from './glossary-letters';
import { invalidLetter } from './glossary.errors';
import type { GlossaryRepository } from './glossary.ports';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type GlossaryLetter, type GlossarySort } from './glossary.types';
import type { GlossaryItemView, GlossaryViews } from './glossary-views';

export interface GlossaryListRequest {
  text?: string | undefined;
  letter?: string | undefined;
  sort?: GlossarySort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Body of GET /api/glossaryItems and POST /api/glossaryItems/letter. */
export interface GlossaryListView {
  items: GlossaryItemView[];
  total: number;
  page: number;
  pageSize: number;
  /** Letters that hold items, so the bar can dim the empty ones. */
  letters: GlossaryLetter[];
}

const clamp = (value: number | undefined, min: number, max: number, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, Math.trunc(value)));

/** Search, letter filter, sort (title, newest, most liked) and paging of the glossary. */
export class ListGlossaryItems {
  constructor(
    private readonly repo: GlossaryRepository,
    private readonly views: GlossaryViews,
  ) {}

  async execute(viewer: GlossaryViewer, request: GlossaryListRequest = {}): Promise<GlossaryListView> {
    let letter: GlossaryLetter | undefined;
    if (request.letter !== undefined && request.letter.trim() !== '') {
      const parsed = parseLetter(request.letter);
      if (parsed === null) throw invalidLetter();
      letter = parsed;
    }
    const text = request.text?.trim() ?? '';
    const page = clamp(request.page, 1, 10_000, 1);
    const pageSize = clamp(request.pageSize, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
    const query = { ...(text ? { text } : {}), ...(letter ? { letter } : {}), sort: request.sort ?? 'title', page, pageSize };
    const [found, letters] = await Promise.all([this.repo.search(query, viewer.id), this.repo.lettersInUse()]);
    return { items: await this.views.of(found.entries, viewer), total: found.total, page, pageSize, letters };
  }
}
