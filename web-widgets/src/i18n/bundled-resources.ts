import type { Resource } from 'i18next';
import enAdmin from '../../locales/en/admin.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import enTour from '../../locales/en/tour.json' with { type: 'json' };
import enErrors from '../../locales/en/errors.json' with { type: 'json' };
import enViewer from '../../locales/en/viewer.json' with { type: 'json' };
import enSearch from '../../locales/en/search.json' with { type: 'json' };
import enNotifications from '../../locales/en/notifications.json' with { type: 'json' };
import enCollections from '../../locales/en/collections.json' with { type: 'json' };
import enSportsEmbed from '../../locales/en/sports-embed.json' with { type: 'json' };
import enStatisticsSports from '../../locales/en/statistics-sports.json' with { type: 'json' };
import enStatistics from '../../locales/en/statistics.json' with { type: 'json' };
import deAdmin from '../../locales/de/admin.json' with { type: 'json' };
import deCommon from '../../locales/de/common.json' with { type: 'json' };
import deTour from '../../locales/de/tour.json' with { type: 'json' };
import deErrors from '../../locales/de/errors.json' with { type: 'json' };
import deViewer from '../../locales/de/viewer.json' with { type: 'json' };
import deSearch from '../../locales/de/search.json' with { type: 'json' };
import deNotifications from '../../locales/de/notifications.json' with { type: 'json' };
import deCollections from '../../locales/de/collections.json' with { type: 'json' };
import deSportsEmbed from '../../locales/de/sports-embed.json' with { type: 'json' };
import deStatisticsSports from '../../locales/de/statistics-sports.json' with { type: 'json' };
import deStatistics from '../../locales/de/statistics.json' with { type: 'json' };
import frAdmin from '../../locales/fr/admin.json' with { type: 'json' };
import frCommon from '../../locales/fr/common.json' with { type: 'json' };
import frTour from '../../locales/fr/tour.json' with { type: 'json' };
import frErrors from '../../locales/fr/errors.json' with { type: 'json' };
import frViewer from '../../locales/fr/viewer.json' with { type: 'json' };
import frSearch from '../../locales/fr/search.json' with { type: 'json' };
import frNotifications from '../../locales/fr/notifications.json' with { type: 'json' };
import frCollections from '../../locales/fr/collections.json' with { type: 'json' };
import frSportsEmbed from '../../locales/fr/sports-embed.json' with { type: 'json' };
import frStatisticsSports from '../../locales/fr/statistics-sports.json' with { type: 'json' };
import frStatistics from '../../locales/fr/statistics.json' with { type: 'json' };

import enReleaseNotes from '../../locales/en/release-notes.json' with { type: 'json' };
import enInfoMessages from '../../locales/en/info-messages.json' with { type: 'json' };
import deReleaseNotes from '../../locales/de/release-notes.json' with { type: 'json' };
import deInfoMessages from '../../locales/de/info-messages.json' with { type: 'json' };
import frReleaseNotes from '../../locales/fr/release-notes.json' with { type: 'json' };
import frInfoMessages from '../../locales/fr/info-messages.json' with { type: 'json' };
import enGlossary from '../../locales/en/glossary.json' with { type: 'json' };
import enUserAdmin from '../../locales/en/user-admin.json' with { type: 'json' };
import enSiteMonitor from '../../locales/en/site-monitor.json' with { type: 'json' };
import deGlossary from '../../locales/de/glossary.json' with { type: 'json' };
import deUserAdmin from '../../locales/de/user-admin.json' with { type: 'json' };
import deSiteMonitor from '../../locales/de/site-monitor.json' with { type: 'json' };
import frGlossary from '../../locales/fr/glossary.json' with { type: 'json' };
import frUserAdmin from '../../locales/fr/user-admin.json' with { type: 'json' };
import frSiteMonitor from '../../locales/fr/site-monitor.json' with { type: 'json' };
/**
 * All locale files compiled in, for tests, stories and hosts that cannot serve /locales.
 * Kept out of create-widget-i18n so apps that load over HTTP do not ship every language.
 */
export const bundledResources: Resource = {
  en: {
    common: enCommon,
    glossary: enGlossary,
    tour: enTour,
    errors: enErrors,
    admin: enAdmin,
    viewer: enViewer,
    search: enSearch,
    notifications: enNotifications,
    collections: enCollections,
    'statistics-sports': enStatisticsSports,
    statistics: enStatistics,
    'sports-embed': enSportsEmbed,
    'release-notes': enReleaseNotes,
    'info-messages': enInfoMessages,
    'user-admin': enUserAdmin,
    'site-monitor': enSiteMonitor,
  },
  de: {
    common: deCommon,
    glossary: deGlossary,
    tour: deTour,
    errors: deErrors,
    admin: deAdmin,
    viewer: deViewer,
    search: deSearch,
    notifications: deNotifications,
    collections: deCollections,
    'statistics-sports': deStatisticsSports,
    statistics: deStatistics,
    'sports-embed': deSportsEmbed,
    'release-notes': deReleaseNotes,
    'info-messages': deInfoMessages,
    'user-admin': deUserAdmin,
    'site-monitor': deSiteMonitor,
  },
  fr: {
    common: frCommon,
    glossary: frGlossary,
    tour: frTour,
    errors: frErrors,
    admin: frAdmin,
    viewer: frViewer,
    search: frSearch,
    notifications: frNotifications,
    collections: frCollections,
    'statistics-sports': frStatisticsSports,
    statistics: frStatistics,
    'sports-embed': frSportsEmbed,
    'release-notes': frReleaseNotes,
    'info-messages': frInfoMessages,
    'user-admin': frUserAdmin,
    'site-monitor': frSiteMonitor,
  },
};
