import type { Language } from '../identity/user-view';
import { ALERT_TIME_ZONE } from '../alerting/digest-period';
import type { SourceHealthProblem } from './source-health-rule';

/**
 * What the admins' source-health e-mails say, in the newsroom's three languages (a typed table
 * like alert-wording.ts: the compiler makes every language say everything). Plain text: the
 * mailer sends it as the text part only.
 */
interface SourceHealthWording {
  locale: string;
  openedSubject(source: string): string;
  recoveredSubject(source: string): string;
  problem(problem: SourceHealthProblem): string;
  since(time: string): string;
  recovered(time: string): string;
  lastError: string;
  openAdmin: string;
  footer: string;
}

const WORDING: Record<Language, SourceHealthWording> = {
  en: {
    locale: 'en-GB',
    openedSubject: (s) => `Source problem: ${s}`,
    recoveredSubject: (s) => `Source recovered: ${s}`,
    problem: (p) =>
      p.kind === 'failing'
        ? `The last ${p.failures} crawls of this source failed.`
        : p.kind === 'silent'
          ? `No new document for ${p.silentHours} hours; usually one comes every ${p.usualIntervalHours} hours.`
          : p.direction === 'drop'
            ? `Only ${p.count} documents on ${p.date}; usually ${p.usual} on that weekday.`
            : `${p.count} documents on ${p.date}; usually ${p.usual} on that weekday.`,
    since: (t) => `Noticed at ${t} (Zurich).`,
    recovered: (t) => `The source is healthy again since ${t} (Zurich).`,
    lastError: 'Last error',
    openAdmin: 'Source administration',
    footer: 'You receive this e-mail because you are an administrator of Newsdesk.',
  },
  de: {
    locale: 'de-CH',
    openedSubject: (s) => `Problem mit Quelle: ${s}`,
    recoveredSubject: (s) => `Quelle wieder in Ordnung: ${s}`,
    problem: (p) =>
      p.kind === 'failing'
        ? `Die letzten ${p.failures} Abrufe dieser Quelle sind fehlgeschlagen.`
        : p.kind === 'silent'
          ? `Seit ${p.silentHours} Stunden kein neues Dokument; sonst kommt alle ${p.usualIntervalHours} Stunden eines.`
          : p.direction === 'drop'
            ? `Nur ${p.count} Dokumente am ${p.date}; an diesem Wochentag sonst ${p.usual}.`
            : `${p.count} Dokumente am ${p.date}; an diesem Wochentag sonst ${p.usual}.`,
    since: (t) => `Bemerkt am ${t} (Zürich).`,
    recovered: (t) => `Die Quelle ist seit ${t} (Zürich) wieder in Ordnung.`,
    lastError: 'Letzter Fehler',
    openAdmin: 'Quellenverwaltung',
    footer: 'Sie erhalten diese E-Mail, weil Sie Newsdesk administrieren.',
  },
  fr: {
    locale: 'fr-CH',
    openedSubject: (s) => `Problème de source : ${s}`,
    recoveredSubject: (s) => `Source rétablie : ${s}`,
    problem: (p) =>
      p.kind === 'failing'
        ? `Les ${p.failures} dernières collectes de cette source ont échoué.`
        : p.kind === 'silent'
          ? `Aucun nouveau document depuis ${p.silentHours} heures ; d’habitude, un toutes les ${p.usualIntervalHours} heures.`
          : p.direction === 'drop'
            ? `Seulement ${p.count} documents le ${p.date} ; d’habitude ${p.usual} ce jour de la semaine.`
            : `${p.count} documents le ${p.date} ; d’habitude ${p.usual} ce jour de la semaine.`,
    since: (t) => `Constaté le ${t} (Zurich).`,
    recovered: (t) => `La source fonctionne de nouveau depuis le ${t} (Zurich).`,
    lastError: 'Dernière erreur',
    openAdmin: 'Administration des sources',
    footer: 'Vous recevez cet e-mail parce que vous administrez Newsdesk.',
  },
};

const time = (at: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: ALERT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** One line, no control characters: a source name goes into a Subject header. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

export interface SourceHealthNoticeText {
  kind: 'opened' | 'recovered';
  sourceName: string;
  problem: SourceHealthProblem;
  /** When it opened, or when it recovered. */
  at: Date;
  /** The source administration page. */
  adminUrl: string;
}

export const sourceHealthNoticeMail = (notice: SourceHealthNoticeText, language: Language): { subject: string; text: string } => {
  const w = WORDING[language];
  const name = oneLine(notice.sourceName);
  const when = time(notice.at, w.locale);
  const lines =
    notice.kind === 'opened'
      ? [
          w.problem(notice.problem),
          ...(notice.problem.kind === 'failing' && notice.problem.lastError
            ? [`${w.lastError}: ${oneLine(notice.problem.lastError)}`]
            : []),
          w.since(when),
        ]
      : [w.recovered(when), w.problem(notice.problem)];
  return {
    subject: notice.kind === 'opened' ? w.openedSubject(name) : w.recoveredSubject(name),
    text: [name, '', ...lines, '', `${w.openAdmin}: ${notice.adminUrl}`, '', '--', w.footer, ''].join('\n'),
  };
};
