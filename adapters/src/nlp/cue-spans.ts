import type { CueContext } from './cue-context';
import type { MethodCandidate } from './mention-resolution';
import { nounLocations, prepositionLocations } from './location-cues';
import { acronymOrganizations, clubOrganizations, headOrganizations, legalFormOrganizations, starterSpans } from './organization-cues';
import { givenNamePersons, partyPersons, speakerPersons, titlePersons } from './person-cues';

/** Every span the cue rules propose for one text (titles, legal forms, clubs, place prepositions…). */
export function cueSpans(ctx: CueContext): MethodCandidate[] {
  const spans = [
    ...titlePersons(ctx),
    ...givenNamePersons(ctx),
    ...partyPersons(ctx),
    ...speakerPersons(ctx),
    ...legalFormOrganizations(ctx),
    ...clubOrganizations(ctx),
    ...headOrganizations(ctx),
    ...acronymOrganizations(ctx),
    ...prepositionLocations(ctx),
    ...nounLocations(ctx),
    ...(ctx.lexicon.language === 'fr' ? starterSpans(ctx) : []),
  ];
  return spans.map((span) => ({ ...span, method: 'cue' }));
}
