import type { SourceHealthIncidents } from './source-health.ports';
import type { SourceHealthProblem } from './source-health-rule';

/** An open source-health incident as the source administration shows it (wire shape). */
export interface SourceIncidentView {
  id: string;
  sourceId: string;
  sourceName: string;
  openedAt: string;
  problem: SourceHealthProblem;
}

/** The open incidents, oldest first, for the badges of the source administration (ADR 0027). */
export class ListOpenSourceIncidents {
  constructor(private readonly incidents: Pick<SourceHealthIncidents, 'listOpen'>) {}

  async execute(): Promise<SourceIncidentView[]> {
    return (await this.incidents.listOpen()).map((i) => ({
      id: i.id,
      sourceId: i.sourceId,
      sourceName: i.sourceName,
      openedAt: i.openedAt.toISOString(),
      problem: i.problem,
    }));
  }
}
