import type { BackendModule, ReadCallback } from 'i18next';

export interface LocaleFilesOptions {
  /** Where one namespace of one language is: `{{lng}}` and `{{ns}}` are filled in. */
  loadPath: string;
  /** Looked up per request, so hosts (and tests) that install or wrap fetch later are still used. */
  fetch?: typeof fetch | undefined;
}

/**
 * i18next's backend interface over fetch: one JSON file per language and namespace. It replaces
 * i18next-http-backend, whose request function we overrode anyway, and whose 2.9 KB (gzipped) every
 * screen and embed loaded before its first paint (ADR 0016, the /login budget). Like it, a server
 * error or a lost connection asks i18next to try again; a 4xx (no such file) does not.
 */
export class LocaleFilesBackend implements BackendModule<LocaleFilesOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private options: LocaleFilesOptions = { loadPath: '/locales/{{lng}}/{{ns}}.json' };

  init(_services: unknown, options: Partial<LocaleFilesOptions> = {}): void {
    this.options = { ...this.options, ...options };
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.options.loadPath
      .replaceAll('{{lng}}', encodeURIComponent(language))
      .replaceAll('{{ns}}', encodeURIComponent(namespace));
    (this.options.fetch ?? globalThis.fetch)(url)
      .then(async (response) => {
        if (!response.ok) {
          callback(new Error(`${url}: ${response.status}`), response.status >= 500 || response.status === 429);
          return;
        }
        const text = await response.text();
        try {
          callback(null, JSON.parse(text) as Record<string, unknown>);
        } catch {
          callback(new Error(`${url}: not JSON`), false);
        }
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  }
}
