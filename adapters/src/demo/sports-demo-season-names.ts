/**
 * Invented names for the demo sports season: the licences of the real data (Sackmann non-commercial,
 * FIS website content) forbid showing it in demos, and invented clubs cannot be mistaken for news.
 */
export const DEMO_CLUBS = [
  'FC Altbach',
  'Seeland United',
  'SC Bergtal',
  'Lakeside Rovers',
  'AC Montverde',
  'Riverton City',
  'FC Nordwald',
  'Olympique Valmont',
  'Sporting Eichenau',
  'Harbor Athletic',
] as const;

export const DEMO_VENUES = [
  'Altbach Park',
  'Seeland Arena',
  'Bergtal Stadium',
  'Lakeside Ground',
  'Stade de Montverde',
  'Riverton Park',
  'Nordwald Arena',
  'Stade Valmont',
  'Eichenau Field',
  'Harbor Stadium',
] as const;

export const FIRST_NAMES_MEN = [
  'Luca',
  'Noah',
  'Elias',
  'Jonas',
  'Matteo',
  'Leon',
  'Samuel',
  'Julien',
  'David',
  'Nico',
  'Adrian',
  'Felix',
  'Timo',
  'Marco',
  'Lukas',
  'Hugo',
  'Louis',
  'Emil',
  'Oskar',
  'Rafael',
] as const;
export const FIRST_NAMES_WOMEN = [
  'Lena',
  'Mia',
  'Alina',
  'Nora',
  'Chiara',
  'Elena',
  'Sofia',
  'Julie',
  'Anna',
  'Lea',
  'Clara',
  'Ines',
  'Maja',
  'Livia',
  'Amélie',
  'Zoé',
] as const;
export const LAST_NAMES = [
  'Brunwald',
  'Kellerhals',
  'Marveni',
  'Dubosc',
  'Weidmann',
  'Huberli',
  'Fontanel',
  'Morettini',
  'Langmoos',
  'Grafenried',
  'Bergholz',
  'Rothacher',
  'Freiburger',
  'Marchetti',
  'Riccardi',
  'Vogelsang',
  'Schmidlin',
  'Baumgart',
  'Leclair',
  'Achterberg',
  'Sandoval',
  'Tornqvist',
  'Ellery',
  'Okafor',
  'Nakamura',
  'Varga',
  'Lindqvist',
  'Castellane',
  'Hollister',
  'Petrovan',
] as const;

export const NATIONS = ['SUI', 'AUT', 'ITA', 'FRA', 'GER', 'NOR', 'USA', 'SWE'] as const;

export const DEMO_TOURNAMENTS = {
  ATP: [
    { name: 'Lakeside Open', surface: 'Hard', level: 'A' },
    { name: 'Alpine Masters', surface: 'Clay', level: 'M' },
  ],
  WTA: [
    { name: 'Riverside Classic', surface: 'Hard', level: 'P' },
    { name: 'Harbour Championships', surface: 'Grass', level: 'PM' },
  ],
} as const;

export const DEMO_RACING_TEAMS = ['Falcon Racing', 'Apex Motorsport', 'Vortex GP', 'Nordic Speed', 'Helix Racing'] as const;

export const DEMO_CIRCUITS = [
  { race: 'Lakeside Grand Prix', name: 'Lakeside Ring', location: 'Lakeside', country: 'Demoland' },
  { race: 'Valley Grand Prix', name: 'Valley Circuit', location: 'Valmont', country: 'Demoland' },
  { race: 'Harbour Grand Prix', name: 'Harbour Street Circuit', location: 'Harbor Bay', country: 'Seaside' },
  { race: 'Forest Grand Prix', name: 'Nordwald Raceway', location: 'Nordwald', country: 'Northland' },
  { race: 'Mountain Grand Prix', name: 'Bergtal Autodrome', location: 'Bergtal', country: 'Alpinia' },
  { race: 'Desert Grand Prix', name: 'Dune International Circuit', location: 'Sandoval', country: 'Sunland' },
] as const;

export const DEMO_SKI_VENUES = ['Bergtal', 'Schneealp'] as const;
