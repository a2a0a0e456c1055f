import { useTranslation } from 'react-i18next';
import { SPORTS_EMBED_NAMESPACE } from './sports-embed-resources';

/** The widget's texts and its language (for dates and numbers), in one call. */
export const useEmbedTranslation = () => {
  const { t, i18n } = useTranslation(SPORTS_EMBED_NAMESPACE);
  return { t, lang: i18n.resolvedLanguage ?? i18n.language ?? 'en' };
};
