/** Authorities whose own publications the newsroom watches (press releases, rulings, reports). */
export const OFFICIAL_SOURCE_KINDS = ['government', 'agency', 'police', 'court', 'other'] as const;
export type OfficialSourceKind = (typeof OFFICIAL_SOURCE_KINDS)[number];

export interface OfficialSource {
  id: string;
  name: string;
  url: string;
  domain: string;
  kind: OfficialSourceKind;
  updatedAt: Date;
}
