import type { UserRepository } from '../identity/identity.ports';
import type { Clock } from '../shared/clock';
import type { AdminNotice, SourceHealthIncidents, SourceHistories } from './source-health.ports';
import { judgeSourceHealth, nextIncidentStep } from './source-health-rule';

export interface SourceHealthSummary {
  sources: number;
  opened: number;
  recovered: number;
  /** Closed without a word: the source was disabled or deleted. */
  closedQuietly: number;
  open: number;
}

/** Every active admin with an address: the people source problems go to (spec, sources administration). */
export const adminNotices = async (users: Pick<UserRepository, 'list'>): Promise<AdminNotice[]> =>
  (await users.list()).filter((u) => u.active && u.roles.includes('admin') && u.email).map((u) => ({ email: u.email }));

/**
 * One round of source-health watching (ADR 0027): judges each feed source's history, opens an
 * incident for a new problem and closes one whose source is healthy again, each with one e-mail
 * per admin queued in the delivery ledger. The incident store's conditional writes make a round
 * run by two processes at once (or repeated after a crash) announce nothing twice.
 */
export class EvaluateSourceHealth {
  constructor(
    private readonly deps: {
      histories: SourceHistories;
      incidents: SourceHealthIncidents;
      users: Pick<UserRepository, 'list'>;
      clock: Clock;
    },
  ) {}

  async execute(): Promise<SourceHealthSummary> {
    const now = this.deps.clock.now();
    const [sources, open] = await Promise.all([this.deps.histories.load(now), this.deps.incidents.listOpen()]);
    const openBySource = new Map(open.map((i) => [i.sourceId, i]));
    const summary: SourceHealthSummary = { sources: sources.length, opened: 0, recovered: 0, closedQuietly: 0, open: 0 };
    let admins: AdminNotice[] | null = null;
    const recipients = async () => (admins ??= await adminNotices(this.deps.users));

    for (const source of sources) {
      const incident = openBySource.get(source.id);
      openBySource.delete(source.id);
      const step = nextIncidentStep(incident ?? null, judgeSourceHealth(source.history), source.history.lastSuccessAt);
      if (step.action === 'open') {
        const opened = await this.deps.incidents.open(
          { sourceId: source.id, sourceName: source.name, problem: step.problem, openedAt: now },
          await recipients(),
        );
        if (opened) summary.opened += 1;
      } else if (step.action === 'close' && incident) {
        const closed = await this.deps.incidents.close(incident.id, now, step.notify, step.notify ? await recipients() : []);
        if (closed) summary[step.notify ? 'recovered' : 'closedQuietly'] += 1;
      }
    }
    // the source was deleted: nothing left to watch or to recover
    for (const incident of openBySource.values()) {
      if (await this.deps.incidents.close(incident.id, now, false, [])) summary.closedQuietly += 1;
    }
    summary.open = open.length + summary.opened - summary.recovered - summary.closedQuietly;
    return summary;
  }
}
