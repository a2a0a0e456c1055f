/** Authorities whose own publications the newsroom watches (press releases, rulings, reports). */
export type OfficialSourceKind = 'government' | 'agency' | 'police' | 'court' | 'other';
export const OFFICIAL_SOURCE_KINDS: readonly OfficialSourceKind[] = ['government', 'agency', 'police', 'court', 'other'];

export interface OfficialSource {
  id: string;
  name: string;
  url: string;
  domain: string;
  kind: OfficialSourceKind;
  updatedAt: Date;
}
