import type { Language } from '../identity/user-view';

/**
 * What site-monitor alerts say, in the newsroom's three languages, rendered on the server like
 * the collection alerts' wording (alert-wording.ts): the type makes every language say everything,
 * and each channel's renderer escapes.
 */
export interface SiteAlertWording {
  subject(site: string): string;
  digestSubject(label: string, site: string, changes: number): string;
  intro(site: string): string;
  digestIntro(label: string, site: string, changes: number, from: string, to: string): string;
  digestLabel(frequency: 'hourly' | 'daily'): string;
  added: string;
  removed: string;
  truncated: string;
  changedAt(time: string): string;
  openPage: string;
  openSiteMonitor: string;
  footer: string;
}

const en: SiteAlertWording = {
  subject: (site) => `Change on ${site}`,
  digestSubject: (label, site, n) => `${label}: ${n === 1 ? '1 change' : `${n} changes`} on ${site}`,
  intro: (site) => `The page you watch in the site monitor, ${site}, has changed.`,
  digestIntro: (label, site, n, from, to) => `${label} of ${site}: ${n === 1 ? '1 change' : `${n} changes`} from ${from} to ${to}.`,
  digestLabel: (f) => (f === 'hourly' ? 'Hourly digest' : 'Daily digest'),
  added: 'Added',
  removed: 'Removed',
  truncated: 'The change is longer; the site monitor shows all of it.',
  changedAt: (time) => `Changed at ${time} (Zurich)`,
  openPage: 'Open the page',
  openSiteMonitor: 'Open the site monitor',
  footer: 'You receive this because a Newsdesk user sends site monitor alerts of this page here.',
};

const de: SiteAlertWording = {
  subject: (site) => `Änderung auf ${site}`,
  digestSubject: (label, site, n) => `${label}: ${n === 1 ? '1 Änderung' : `${n} Änderungen`} auf ${site}`,
  intro: (site) => `Die Seite, die Sie im Site-Monitor beobachten, ${site}, hat sich geändert.`,
  digestIntro: (label, site, n, from, to) => `${label} von ${site}: ${n === 1 ? '1 Änderung' : `${n} Änderungen`} von ${from} bis ${to}.`,
  digestLabel: (f) => (f === 'hourly' ? 'Stündliche Zusammenfassung' : 'Tägliche Zusammenfassung'),
  added: 'Hinzugefügt',
  removed: 'Entfernt',
  truncated: 'Die Änderung ist länger; der Site-Monitor zeigt sie ganz.',
  changedAt: (time) => `Geändert um ${time} (Zürich)`,
  openPage: 'Seite öffnen',
  openSiteMonitor: 'Site-Monitor öffnen',
  footer: 'Sie erhalten diese Nachricht, weil eine Newsdesk-Person Site-Monitor-Alerts dieser Seite hierher sendet.',
};

const fr: SiteAlertWording = {
  subject: (site) => `Modification sur ${site}`,
  digestSubject: (label, site, n) => `${label} : ${n === 1 ? '1 modification' : `${n} modifications`} sur ${site}`,
  intro: (site) => `La page que vous surveillez dans la veille de sites, ${site}, a changé.`,
  digestIntro: (label, site, n, from, to) =>
    `${label} de ${site} : ${n === 1 ? '1 modification' : `${n} modifications`} du ${from} au ${to}.`,
  digestLabel: (f) => (f === 'hourly' ? 'Résumé horaire' : 'Résumé quotidien'),
  added: 'Ajouté',
  removed: 'Supprimé',
  truncated: 'La modification est plus longue ; la veille de sites la montre en entier.',
  changedAt: (time) => `Modifié à ${time} (Zurich)`,
  openPage: 'Ouvrir la page',
  openSiteMonitor: 'Ouvrir la veille de sites',
  footer: 'Vous recevez ce message parce qu’un utilisateur de Newsdesk envoie ici les alertes de la veille de sites pour cette page.',
};

const WORDING: Record<Language, SiteAlertWording> = { en, de, fr };

export const siteAlertWording = (language: Language): SiteAlertWording => WORDING[language];
