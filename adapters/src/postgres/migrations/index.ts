import { Migration20261121000000Identity } from './Migration20261121000000Identity';
import { Migration20261121100000Documents } from './Migration20261121100000Documents';
import { Migration20261121200000SourceAdmin } from './Migration20261121200000SourceAdmin';
import { Migration20261121300000Gazetteer } from './Migration20261121300000Gazetteer';
import { Migration20261121400000SharedSearch } from './Migration20261121400000SharedSearch';
import { Migration20261121500000EntitySuggestions } from './Migration20261121500000EntitySuggestions';
import { Migration20261121600000FrequentTerms } from './Migration20261121600000FrequentTerms';
import { Migration20261121700000SearchPerformance } from './Migration20261121700000SearchPerformance';
import { Migration20261121800000SearchTokens } from './Migration20261121800000SearchTokens';
import { Migration20261122000000Collections } from './Migration20261122000000Collections';
import { Migration20261122100000Percolation } from './Migration20261122100000Percolation';
import { Migration20261122200000Deliveries } from './Migration20261122200000Deliveries';
import { Migration20261122300000Notifications } from './Migration20261122300000Notifications';
import { Migration20261122400000SuggestionCounts } from './Migration20261122400000SuggestionCounts';
import { Migration20261122500000Sports } from './Migration20261122500000Sports';
import { Migration20261122600000SportsWidgets } from './Migration20261122600000SportsWidgets';
import { Migration20261122700000TermDayCounts } from './Migration20261122700000TermDayCounts';
import { Migration20261122800000Glossary } from './Migration20261122800000Glossary';
import { Migration20261122810000SiteMonitor } from './Migration20261122810000SiteMonitor';
import { Migration20261122820000ReleaseNotes } from './Migration20261122820000ReleaseNotes';
import { Migration20261122900000AlertRetention } from './Migration20261122900000AlertRetention';
import { Migration20261122910000CollectionNameKey } from './Migration20261122910000CollectionNameKey';

/** Every committed migration, in order. Listed explicitly so no file globbing is needed at run time. */
export const migrations = [
  { name: 'Migration20261121000000Identity', class: Migration20261121000000Identity },
  { name: 'Migration20261121100000Documents', class: Migration20261121100000Documents },
  { name: 'Migration20261121200000SourceAdmin', class: Migration20261121200000SourceAdmin },
  { name: 'Migration20261121300000Gazetteer', class: Migration20261121300000Gazetteer },
  { name: 'Migration20261121400000SharedSearch', class: Migration20261121400000SharedSearch },
  { name: 'Migration20261121500000EntitySuggestions', class: Migration20261121500000EntitySuggestions },
  { name: 'Migration20261121600000FrequentTerms', class: Migration20261121600000FrequentTerms },
  { name: 'Migration20261121700000SearchPerformance', class: Migration20261121700000SearchPerformance },
  { name: 'Migration20261121800000SearchTokens', class: Migration20261121800000SearchTokens },
  { name: 'Migration20261122000000Collections', class: Migration20261122000000Collections },
  { name: 'Migration20261122100000Percolation', class: Migration20261122100000Percolation },
  { name: 'Migration20261122200000Deliveries', class: Migration20261122200000Deliveries },
  { name: 'Migration20261122300000Notifications', class: Migration20261122300000Notifications },
  { name: 'Migration20261122400000SuggestionCounts', class: Migration20261122400000SuggestionCounts },
  { name: 'Migration20261122500000Sports', class: Migration20261122500000Sports },
  { name: 'Migration20261122600000SportsWidgets', class: Migration20261122600000SportsWidgets },
  { name: 'Migration20261122700000TermDayCounts', class: Migration20261122700000TermDayCounts },
  { name: 'Migration20261122800000Glossary', class: Migration20261122800000Glossary },
  { name: 'Migration20261122810000SiteMonitor', class: Migration20261122810000SiteMonitor },
  { name: 'Migration20261122820000ReleaseNotes', class: Migration20261122820000ReleaseNotes },
  { name: 'Migration20261122900000AlertRetention', class: Migration20261122900000AlertRetention },
  { name: 'Migration20261122910000CollectionNameKey', class: Migration20261122910000CollectionNameKey },
];
