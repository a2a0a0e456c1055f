import type { InfoMessage, InfoMessageDraft, InfoMessagesApi } from './info-messages.gateway';

export const infoMessageFixtures = (): InfoMessage[] => [
  {
    id: 'im-2',
    level: 'warning',
    text: {
      en: 'Newsdesk is down for maintenance tonight from 22:00 to 22:30.',
      de: 'Newsdesk ist heute von 22:00 bis 22:30 Uhr wegen Wartung offline.',
      fr: 'Newsdesk sera indisponible ce soir de 22 h 00 à 22 h 30 pour maintenance.',
    },
    expiresAt: '2099-11-22T22:30:00Z',
    createdAt: '2026-11-22T08:00:00Z',
    updatedAt: '2026-11-22T08:00:00Z',
  },
  {
    id: 'im-1',
    level: 'info',
    text: { en: 'The glossary is open for the whole newsroom.' },
    expiresAt: null,
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-20T08:00:00Z',
  },
];

export type InfoMessagesScenario = 'loaded' | 'empty' | 'failing' | 'slow';

/** In-memory API for stories and tests; `failing` refuses every call like a server that is down. */
export class FakeInfoMessagesApi implements InfoMessagesApi {
  messages: InfoMessage[];
  dismissed: string[] = [];
  private n = 0;

  constructor(private readonly scenario: InfoMessagesScenario = 'loaded') {
    this.messages = scenario === 'loaded' ? infoMessageFixtures() : [];
  }

  private async gate(): Promise<void> {
    if (this.scenario === 'failing') throw new Error('server down');
    if (this.scenario === 'slow') await new Promise(() => undefined);
  }

  async active() {
    await this.gate();
    return this.messages.filter((m) => !this.dismissed.includes(m.id));
  }

  async dismiss(id: string) {
    await this.gate();
    this.dismissed.push(id);
  }

  async all() {
    await this.gate();
    return [...this.messages];
  }

  async create(draft: InfoMessageDraft) {
    await this.gate();
    const at = '2026-11-22T09:00:00Z';
    const message: InfoMessage = { id: `im-new-${++this.n}`, ...draft, createdAt: at, updatedAt: at };
    this.messages.unshift(message);
    return message;
  }

  async update(id: string, draft: InfoMessageDraft) {
    await this.gate();
    const message = { ...this.messages.find((m) => m.id === id)!, ...draft };
    this.messages = this.messages.map((m) => (m.id === id ? message : m));
    return message;
  }

  async remove(id: string) {
    await this.gate();
    this.messages = this.messages.filter((m) => m.id !== id);
  }
}
