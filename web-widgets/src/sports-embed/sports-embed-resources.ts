import type { Resource } from 'i18next';
import de from '../../locales/de/sports-embed.json' with { type: 'json' };
import en from '../../locales/en/sports-embed.json' with { type: 'json' };
import fr from '../../locales/fr/sports-embed.json' with { type: 'json' };

export const SPORTS_EMBED_NAMESPACE = 'sports-embed';

/**
 * Only this widget's texts: the standalone sports bundle compiles these in and nothing else,
 * so a host page does not download every Newsdesk screen's translations.
 */
export const sportsEmbedResources: Resource = {
  en: { [SPORTS_EMBED_NAMESPACE]: en },
  de: { [SPORTS_EMBED_NAMESPACE]: de },
  fr: { [SPORTS_EMBED_NAMESPACE]: fr },
};
