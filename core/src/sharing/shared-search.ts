import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';

/** Spec §9: shared links expire after 48 hours. */
export const SHARED_SEARCH_LIFETIME_MS = 48 * 3_600_000;

export interface SharedSearch {
  /** ≥ 128 random bits; the link is the only key. */
  id: string;
  params: Record<string, unknown>;
  createdBy: string;
  createdAt: Date;
}

export const SharedSearchRepository = Symbol.for('SharedSearchRepository');
export interface SharedSearchRepository {
  add(share: SharedSearch): Promise<void>;
  findById(id: string): Promise<SharedSearch | null>;
}

export const ShareIds = Symbol.for('ShareIds');
export interface ShareIds {
  /** 128 random bits or more, URL-safe. */
  newShareId(): string;
}

export const shareWithoutParameters = () =>
  new DomainError('invalid', 'search.share_without_parameters', "Can't share a search without search parameters");
export const sharedSearchNotFound = () => new DomainError('not_found', 'search.share_not_found', 'This shared search does not exist.');
export const sharedSearchExpired = () =>
  new DomainError('gone', 'search.share_expired', 'This shared search has expired (links are valid for 48 hours).');

/**
 * Whether parameters hold nothing but empty strings, nulls and empty lists or objects. Walked
 * with a work list, not recursion: shared parameters are free-form JSON from the request, and a
 * body nested thousands of levels deep must not overflow the stack (the HTTP adapter also caps
 * depth, see adapters/src/http/request-limits.ts; this holds without it).
 */
export const isEmpty = (params: unknown): boolean => {
  const pending: unknown[] = [params];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'object') return false;
    for (const inner of Array.isArray(value) ? value : Object.values(value)) pending.push(inner);
  }
  return true;
};

export const expiresAt = (share: Pick<SharedSearch, 'createdAt'>): Date => new Date(share.createdAt.getTime() + SHARED_SEARCH_LIFETIME_MS);

/** Stores the parameters of a search under a random id, for a link colleagues can open. */
export class ShareSearch {
  constructor(
    private readonly shares: SharedSearchRepository,
    private readonly ids: ShareIds,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, params: Record<string, unknown>): Promise<SharedSearch> {
    if (isEmpty(params)) throw shareWithoutParameters();
    const share: SharedSearch = { id: this.ids.newShareId(), params, createdBy: userId, createdAt: this.clock.now() };
    await this.shares.add(share);
    return share;
  }
}

/** The parameters of a shared search while its link is valid (48 h), then 410. */
export class OpenSharedSearch {
  constructor(
    private readonly shares: SharedSearchRepository,
    private readonly clock: Clock,
  ) {}

  async execute(id: string): Promise<SharedSearch> {
    const share = await this.shares.findById(id);
    if (!share) throw sharedSearchNotFound();
    if (this.clock.now().getTime() >= expiresAt(share).getTime()) throw sharedSearchExpired();
    return share;
  }
}
