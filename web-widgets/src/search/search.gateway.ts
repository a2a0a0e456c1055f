import type { ApiClient } from '../api/api-client';
import type { AttentionChartData, AttentionRequest } from './attention/attention.types';
import type {
  FilterOptions,
  SearchParams,
  SearchRequest,
  SearchResponse,
  SharedSearchView,
  SourceChoice,
  Suggestion,
} from './search.types';

/** The calls of the search page; the store depends on this, stories and tests fake it. */
export interface SearchApi {
  search(request: SearchRequest): Promise<SearchResponse>;
  suggest(text: string): Promise<Suggestion[]>;
  filterOptions(): Promise<FilterOptions>;
  /** Domains of the index whose domain or source name contains the text, most documents first. */
  sources(text: string): Promise<SourceChoice[]>;
  share(params: SearchParams): Promise<SharedSearchView>;
  shared(id: string): Promise<SharedSearchView>;
  /** Address of the CSV download of a search (a plain link: the browser streams it to a file). Fakes may leave it out. */
  exportUrl?(request: SearchRequest): string;
  /** Attention over time of a search (docs/decisions/0023-attention-over-time.md). Fakes may leave it out: no chart then. */
  attention?(request: AttentionRequest): Promise<AttentionChartData>;
}

export class SearchGateway implements SearchApi {
  constructor(private readonly api: ApiClient) {}

  exportUrl(request: SearchRequest): string {
    return this.api.url(`/api/search/export.csv?search=${encodeURIComponent(JSON.stringify(request))}`);
  }

  search(request: SearchRequest) {
    // a read sent as POST: asked once more when the server sheds it (api-client retryWhenBusy)
    return this.api.post<SearchResponse>('/api/search', request, { retryWhenBusy: true });
  }

  attention(request: AttentionRequest) {
    return this.api.post<AttentionChartData>('/api/search/attention', request, { retryWhenBusy: true });
  }

  async suggest(text: string) {
    return (await this.api.post<{ suggestions: Suggestion[] }>('/api/suggestions', { text })).suggestions;
  }

  async filterOptions() {
    const answer = await this.api.get<Partial<FilterOptions>>('/api/search/filters');
    return { sources: answer.sources ?? [], topics: answer.topics ?? [] };
  }

  async sources(text: string) {
    return (await this.api.get<{ sources: SourceChoice[] }>(`/api/search/sources?text=${encodeURIComponent(text)}`)).sources;
  }

  share(params: SearchParams) {
    return this.api.post<SharedSearchView>('/api/search/share', { params });
  }

  shared(id: string) {
    return this.api.get<SharedSearchView>(`/api/search/share/${encodeURIComponent(id)}`);
  }
}
