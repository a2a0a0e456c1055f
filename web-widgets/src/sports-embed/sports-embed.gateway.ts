import type { PublicSportsWidget } from '@newsdesk/core/sports/sports-widgets';
import type { ApiClient } from '../api/api-client';

export interface SportsEmbedApi {
  widget(token: string): Promise<PublicSportsWidget>;
}

/** The public widget route: the token is the only key, no cookie is ever sent (ApiClient with credentials 'omit'). */
export class SportsEmbedGateway implements SportsEmbedApi {
  constructor(private readonly api: ApiClient) {}

  widget(token: string): Promise<PublicSportsWidget> {
    return this.api.get<PublicSportsWidget>(`/api/public/sports/widgets/${encodeURIComponent(token)}`);
  }
}
