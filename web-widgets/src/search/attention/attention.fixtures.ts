import { bucketStart, type AttentionCount } from '@newsdesk/core/search/attention';
import { AttentionOverTime } from '@newsdesk/core/search/attention-over-time';
import type { AttentionIndex, AttentionRequest as IndexRequest } from '@newsdesk/core/search/attention.ports';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { ApiError } from '../../api/api-error';
import { FakeSearchApi, type InMemorySearchIndex, NOW } from '../search.fixtures';
import type { AttentionChartData, AttentionRequest } from './attention.types';

/** Counts over the in-memory index's matches, with core's buckets: the chart the server would draw for them. */
class InMemoryAttentionIndex implements AttentionIndex {
  constructor(private readonly index: InMemorySearchIndex) {}

  async counts(request: IndexRequest): Promise<AttentionCount[]> {
    const found = await this.index.search({
      ...request,
      sort: { field: 'indexing-date', direction: 'newest' },
      offset: 0,
      limit: Number.MAX_SAFE_INTEGER,
    });
    const counts = new Map<string, AttentionCount>();
    for (const doc of found.documents as NewsDocument[]) {
      const bucket = bucketStart(new Date(doc.document.firstAcquisitionDate), request.bucket);
      const key = request.split === 'language' ? doc.language : doc.document.domain;
      const id = `${bucket.toISOString()} ${key}`;
      const count = counts.get(id) ?? { bucket, key, documents: 0 };
      count.documents += 1;
      counts.set(id, count);
    }
    return [...counts.values()];
  }
}

/** The search API in memory with attention over time; `attentionMode` 'failing' answers 500. */
export class FakeAttentionSearchApi extends FakeSearchApi {
  readonly attentionRequests: AttentionRequest[] = [];
  attentionMode: 'normal' | 'failing' | 'pending' = 'normal';
  private readonly overTime = new AttentionOverTime(new InMemoryAttentionIndex(this.index), { now: () => NOW });

  async attention(request: AttentionRequest): Promise<AttentionChartData> {
    this.attentionRequests.push(JSON.parse(JSON.stringify(request)) as AttentionRequest);
    if (this.attentionMode === 'pending') return new Promise(() => undefined);
    if (this.attentionMode === 'failing')
      throw new ApiError({ status: 500, code: 'server.internal', message: 'Something went wrong on our side.' });
    const chart = await this.overTime.execute({ ...request, filters: request.filters });
    return { ...chart, bars: chart.bars.map((bar) => ({ ...bar, start: bar.start.toISOString(), end: bar.end.toISOString() })) };
  }
}
