import type { ApiClient } from '../api/api-client';
import type { Language } from '@newsdesk/core/identity/user-view';

/** GET /api/client/settings: the settings popup's links. */
export interface ClientSettings {
  feedbackUrl: string | null;
  userGuidePath: string;
}

export interface RenderedUserGuide {
  language: Language;
  /** Sanitized on the server (DOMPurify) and again in the browser before it is shown. */
  html: string;
}

/** The guided tour's and the settings popup's calls. */
export class TourGateway {
  constructor(private readonly api: Pick<ApiClient, 'get' | 'post'>) {}

  /** Finishing or skipping the tour: the user is no longer new. */
  finishTour(): Promise<void> {
    return this.api.post<void>('/api/me/tour/finished');
  }

  settings(): Promise<ClientSettings> {
    return this.api.get<ClientSettings>('/api/client/settings');
  }

  userGuide(language: Language): Promise<RenderedUserGuide> {
    return this.api.get<RenderedUserGuide>(`/api/user-guide?lang=${encodeURIComponent(language)}`);
  }
}
