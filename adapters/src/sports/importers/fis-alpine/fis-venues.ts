import { slugify } from '../shared/slug';

/** Countries of the usual World Cup venues (the file names give the venue only). */
const VENUE_COUNTRIES: Record<string, string> = {
  'adelboden': 'CH', 'wengen': 'CH', 'st-moritz': 'CH', 'crans-montana': 'CH', 'lenzerheide': 'CH', 'zermatt': 'CH', 'cervinia': 'IT',
  'kitzbuehel': 'AT', 'kitzbuhel': 'AT', 'schladming': 'AT', 'soelden': 'AT', 'solden': 'AT', 'flachau': 'AT', 'saalbach': 'AT', 'semmering': 'AT', 'gurgl': 'AT', 'hinterstoder': 'AT', 'zauchensee': 'AT', 'lienz': 'AT',
  'val-d-isere': 'FR', 'chamonix': 'FR', 'courchevel': 'FR', 'meribel': 'FR', 'megeve': 'FR', 'tignes': 'FR',
  'bormio': 'IT', 'cortina-d-ampezzo': 'IT', 'cortina': 'IT', 'val-gardena': 'IT', 'groeden': 'IT', 'alta-badia': 'IT', 'madonna-di-campiglio': 'IT', 'kronplatz': 'IT', 'sestriere': 'IT', 'plan-de-corones': 'IT',
  'garmisch-partenkirchen': 'DE', 'garmisch': 'DE', 'kranjska-gora': 'SI', 'maribor': 'SI', 'levi': 'FI', 'are': 'SE', 'aare': 'SE', 'kvitfjell': 'NO', 'hafjell': 'NO', 'narvik': 'NO',
  'soldeu': 'AD', 'andorra': 'AD', 'zagreb': 'HR', 'jasna': 'SK', 'spindleruv-mlyn': 'CZ', 'killington': 'US', 'beaver-creek': 'US', 'copper-mountain': 'US', 'sun-valley': 'US', 'palisades-tahoe': 'US', 'aspen': 'US', 'lake-louise': 'CA', 'mont-tremblant': 'CA', 'tremblant': 'CA',
};

export const countryOfVenue = (venue: string): string | null => VENUE_COUNTRIES[slugify(venue)] ?? null;
