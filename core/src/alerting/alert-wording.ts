import type { Language } from '../identity/user-view';
import { ALERT_TIME_ZONE } from './digest-period';

/**
 * What Slack messages and e-mails of alerts say, in the three languages of the newsroom (the web
 * client's texts are in web-widgets/locales; these are rendered on the server). The type makes
 * every language say everything; the renderers (adapters/src/email, adapters/src/slack) escape.
 */
export interface AlertWording {
  /** "Zurich" after a time */
  zurich: string;
  openInNewsdesk: string;
  stories(count: number): string;
  digestLabel(frequency: 'hourly' | 'daily'): string;
  /** Slack context line of an alert; `name` is already escaped and set in bold by the caller */
  newInCollection(name: string): string;
  plusOneOutlet: string;
  andMoreInNewsdesk(count: number): string;
  alertSubject(name: string, title: string): string;
  digestSubject(label: string, name: string, stories: string): string;
  alertIntro(name: string): string;
  digestIntro(label: string, name: string, stories: string, from: string, to: string): string;
  emailFooter: string;
  /** Slack's notification text of a digest */
  digestNotice(label: string, name: string, stories: string): string;
  /** "+3 outlets": other outlets carrying the same story */
  otherOutlets(count: number): string;
  /** "Collection: …" line with a link to it */
  collectionLabel: string;
  openCollection: string;
  /** One-click unsubscribe link text in an e-mail */
  unsubscribe: string;
  /** The e-mail footer when the recipient can unsubscribe themselves */
  emailFooterUnsubscribe: string;
  /** A test message from the collection editor */
  testTitle: string;
  testSnippet: string;
  testSubject(name: string): string;
}

const en: AlertWording = {
  zurich: 'Zurich',
  openInNewsdesk: 'Open in Newsdesk',
  stories: (count) => (count === 1 ? '1 story' : `${count} stories`),
  digestLabel: (frequency) => (frequency === 'hourly' ? 'Hourly digest' : 'Daily digest'),
  newInCollection: (name) => `New in collection ${name}`,
  plusOneOutlet: '+1 outlet',
  andMoreInNewsdesk: (count) => `and ${count} more in Newsdesk`,
  alertSubject: (name, title) => `Newsdesk alert: ${name}: ${title}`,
  digestSubject: (label, name, stories) => `Newsdesk ${label.toLowerCase()}: ${name} (${stories})`,
  alertIntro: (name) => `A new document matches your collection “${name}”.`,
  digestIntro: (label, name, stories, from, to) => `${label} of your collection “${name}”: ${stories} from ${from} to ${to} (Zurich).`,
  emailFooter: 'You receive this because this address is set for alerts on the collection in Newsdesk. Its owner can remove it there.',
  digestNotice: (label, name, stories) => `${label} of ${name}: ${stories}`,
  otherOutlets: (count) => (count === 1 ? '+1 outlet' : `+${count} outlets`),
  collectionLabel: 'Collection',
  openCollection: 'Open the collection',
  unsubscribe: 'Unsubscribe from these e-mails',
  emailFooterUnsubscribe: 'You receive this because this address is set for alerts on the collection in Newsdesk.',
  testTitle: 'Test message from Newsdesk',
  testSnippet: 'This channel is set up: alerts of this collection will arrive here.',
  testSubject: (name) => `Newsdesk test: ${name}`,
};

const de: AlertWording = {
  zurich: 'Zürich',
  openInNewsdesk: 'In Newsdesk öffnen',
  stories: (count) => (count === 1 ? '1 Meldung' : `${count} Meldungen`),
  digestLabel: (frequency) => (frequency === 'hourly' ? 'Stündliche Übersicht' : 'Tägliche Übersicht'),
  newInCollection: (name) => `Neu in der Sammlung ${name}`,
  plusOneOutlet: '+1 Medium',
  andMoreInNewsdesk: (count) => `und ${count} weitere in Newsdesk`,
  alertSubject: (name, title) => `Newsdesk-Alarm: ${name}: ${title}`,
  digestSubject: (label, name, stories) => `Newsdesk – ${label}: ${name} (${stories})`,
  alertIntro: (name) => `Ein neues Dokument passt zu Ihrer Sammlung «${name}».`,
  digestIntro: (label, name, stories, from, to) => `${label} Ihrer Sammlung «${name}»: ${stories} vom ${from} bis ${to} (Zürich).`,
  emailFooter:
    'Sie erhalten diese E-Mail, weil diese Adresse in Newsdesk für Benachrichtigungen zur Sammlung eingetragen ist. Wer die Sammlung besitzt, kann sie dort entfernen.',
  digestNotice: (label, name, stories) => `${label} von ${name}: ${stories}`,
  otherOutlets: (count) => (count === 1 ? '+1 Medium' : `+${count} Medien`),
  collectionLabel: 'Sammlung',
  openCollection: 'Sammlung öffnen',
  unsubscribe: 'Diese E-Mails abbestellen',
  emailFooterUnsubscribe: 'Sie erhalten diese E-Mail, weil diese Adresse in Newsdesk für Benachrichtigungen zur Sammlung eingetragen ist.',
  testTitle: 'Testnachricht von Newsdesk',
  testSnippet: 'Dieser Kanal ist eingerichtet: Benachrichtigungen dieser Sammlung kommen hier an.',
  testSubject: (name) => `Newsdesk-Test: ${name}`,
};

const fr: AlertWording = {
  zurich: 'Zurich',
  openInNewsdesk: 'Ouvrir dans Newsdesk',
  stories: (count) => (count === 1 ? '1 sujet' : `${count} sujets`),
  digestLabel: (frequency) => (frequency === 'hourly' ? 'Résumé horaire' : 'Résumé quotidien'),
  newInCollection: (name) => `Nouveau dans la collection ${name}`,
  plusOneOutlet: '+1 média',
  andMoreInNewsdesk: (count) => `et ${count} autres dans Newsdesk`,
  alertSubject: (name, title) => `Alerte Newsdesk : ${name} : ${title}`,
  digestSubject: (label, name, stories) => `Newsdesk – ${label} : ${name} (${stories})`,
  alertIntro: (name) => `Un nouveau document correspond à votre collection « ${name} ».`,
  digestIntro: (label, name, stories, from, to) =>
    `${label} de votre collection « ${name} » : ${stories} du ${from} au ${to} (heure de Zurich).`,
  emailFooter:
    'Vous recevez ce message parce que cette adresse est inscrite pour les alertes de la collection dans Newsdesk. Le propriétaire de la collection peut l’en retirer.',
  digestNotice: (label, name, stories) => `${label} de ${name} : ${stories}`,
  otherOutlets: (count) => (count === 1 ? '+1 média' : `+${count} médias`),
  collectionLabel: 'Collection',
  openCollection: 'Ouvrir la collection',
  unsubscribe: 'Se désabonner de ces e-mails',
  emailFooterUnsubscribe: 'Vous recevez ce message parce que cette adresse est inscrite pour les alertes de la collection dans Newsdesk.',
  testTitle: 'Message de test de Newsdesk',
  testSnippet: 'Ce canal est configuré : les alertes de cette collection arriveront ici.',
  testSubject: (name) => `Test Newsdesk : ${name}`,
};

const wordings: Record<Language, AlertWording> = { en, de, fr };

export const alertWording = (language: Language): AlertWording => wordings[language] ?? en;

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-CH', fr: 'fr-CH' };

/** "14:05" or "21 Nov 2026, 14:05" (de: "21. Nov. 2026, 14:05", fr: "21 nov. 2026, 14:05") in Zurich time. */
export const formatAlertTime = (at: Date, language: Language, withDate = true): string =>
  new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.en, {
    timeZone: ALERT_TIME_ZONE,
    hourCycle: 'h23',
    ...(withDate ? { day: 'numeric', month: 'short', year: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
