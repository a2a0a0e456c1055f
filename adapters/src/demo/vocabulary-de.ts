import type { Vocabulary } from './vocabulary.types';

/**
 * German demo newsroom. Each topic names only the organisations, people and places its stories can
 * carry; where a template puts an article before {org} ("die {org}"), every organisation of that
 * topic takes it.
 */
export const GERMAN: Vocabulary = {
  domains: ['tagesbote.example', 'alpenpost.example', 'stadtkurier.example', 'rheinzeitung.example', 'wirtschaftsblatt.example'],
  topics: {
    economy: {
      keywords: ['Inflation', 'Zinsen', 'Wirtschaft', 'Börse'],
      organizations: ['Schweizerische Nationalbank', 'Europäische Zentralbank', 'Deutsche Bundesbank'],
      persons: ['Anna Keller', 'Lea Hofmann'],
      locations: ['Zürich', 'Basel', 'Frankfurt', 'Wien', 'Schweiz', 'Deutschland', 'Österreich'],
      headlines: [
        '{org} belässt die Zinsen unverändert',
        '{org} hebt die Wachstumsprognose an',
        'Börse in {loc} legt nach Aussagen von {person} zu',
        'Wirtschaft in {loc} wächst langsamer als erwartet',
      ],
      sentences: [
        'Die Inflation ist im dritten Quartal auf 1,1 Prozent gesunken, teilte die {org} mit.',
        'Ökonomen in {loc} hatten mit dem Entscheid gerechnet.',
        '{person}, Chefökonomin der {org}, sprach von einem unsicheren Ausblick.',
        'Der Franken legte nach der Ankündigung gegenüber dem Euro zu.',
        'Exportfirmen aus {loc} meldeten eine schwächere Nachfrage.',
        'Es war der dritte Zinsentscheid in Folge ohne Änderung.',
      ],
    },
    politics: {
      keywords: ['Regierung', 'Parlament', 'Wahlen', 'Abstimmung'],
      organizations: ['Schweizerischer Gewerkschaftsbund', 'Schweizerischer Arbeitgeberverband', 'Schweizer Bauernverband'],
      persons: ['Markus Brunner', 'Sandra Vogel'],
      locations: ['Bern', 'Zürich', 'Basel', 'Luzern', 'Berlin', 'Wien'],
      headlines: [
        'Parlament in {loc} berät das neue Budget',
        '{person} kündigt Kandidatur für die Wahlen an',
        'Regierung und {org} einigen sich auf Reform',
        'Abstimmung in {loc}: Mehrheit für die Vorlage',
      ],
      sentences: [
        'Die Regierung stellte den Plan am Dienstag dem Parlament vor.',
        '{person} sagte in {loc}, die Reform sei überfällig.',
        'Die Opposition kritisierte den Vorschlag als ungenügend.',
        'Die Abstimmung wird noch vor Ende der Session erwartet.',
        'Die Gespräche mit Vertretern von {org} dauerten bis spät in die Nacht.',
        'In einer Umfrage unterstützte eine Mehrheit in {loc} die Vorlage.',
      ],
    },
    sport: {
      keywords: ['Fussball', 'Meisterschaft', 'Spiel', 'Saison'],
      organizations: ['FIFA', 'UEFA', 'Swiss Football League'],
      persons: ['Lukas Baumann', 'Stefan Meier'],
      locations: ['Zürich', 'Basel', 'Bern', 'Luzern', 'München', 'Hamburg'],
      headlines: [
        '{person} trifft doppelt im Derby von {loc}',
        'Spätes Tor hält {loc} im Meisterschaftsrennen',
        '{org} bestätigt den Spielplan der neuen Saison',
        '{person} verlängert den Vertrag bis 2029',
      ],
      sentences: [
        'Das Spiel endete 2:1 nach einem Tor in der 89. Minute.',
        '{person} wurde von den Fans zum Spieler des Spiels gewählt.',
        'Der Trainer lobte die Moral der Mannschaft.',
        'Das Stadion in {loc} war erstmals in dieser Saison ausverkauft.',
        'Die Meisterschaft wird nach der Länderspielpause fortgesetzt.',
        'Die {org} prüft die Szene aus der zweiten Halbzeit.',
      ],
    },
    technology: {
      keywords: ['künstliche Intelligenz', 'Software', 'Daten', 'Cyberangriff'],
      organizations: ['Swisscom', 'Siemens AG', 'SAP', 'Logitech'],
      persons: ['Julia Wagner', 'Thomas Frei'],
      locations: ['Zürich', 'Bern', 'Basel', 'Berlin', 'München', 'Hamburg'],
      headlines: [
        '{org} eröffnet Forschungszentrum in {loc}',
        'Cyberangriff legt Dienste in {loc} lahm',
        '{person} stellt Strategie für künstliche Intelligenz vor',
        '{org} wegen Datenschutzverstoss gebüsst',
      ],
      sentences: [
        'Das Unternehmen betonte, es seien keine Kundendaten gestohlen worden.',
        '{person} sagte, künstliche Intelligenz werde jede Redaktion verändern.',
        'Die Behörden in {loc} eröffneten eine Untersuchung zum Software-Update.',
        'Im neuen Zentrum sollen rund 300 Ingenieurinnen und Ingenieure arbeiten.',
        '{org} will in fünf Jahren über eine Milliarde Franken investieren.',
        'Fachleute warnen vor mehr Cyberangriffen auf Spitäler.',
      ],
    },
    health: {
      keywords: ['Spital', 'Impfstoff', 'Gesundheit', 'Patienten'],
      organizations: ['Weltgesundheitsorganisation', 'Swissmedic', 'Europäische Arzneimittel-Agentur'],
      persons: ['Sabine Roth', 'Daniel Huber'],
      locations: ['Zürich', 'Bern', 'Basel', 'Luzern', 'St. Gallen', 'Wien'],
      headlines: [
        'Neuer Impfstoff für ältere Menschen zugelassen',
        'Spitäler in {loc} melden Mangel an Pflegepersonal',
        '{person} fordert mehr Geld für die psychische Gesundheit',
        'Studie: Luftverschmutzung schadet dem Herzen',
      ],
      sentences: [
        'Der Impfstoff ist ab nächstem Monat in Apotheken erhältlich.',
        'Die Spitäler in {loc} meldeten um ein Drittel längere Wartezeiten.',
        '{person} sagte, die Patienten dürften nicht für den Personalmangel bezahlen.',
        'Die {org} veröffentlichte eine Studie mit 40 000 Teilnehmenden.',
        'Die Krankenkassen erwarten erneut steigende Prämien.',
        'Ärztinnen und Ärzte begrüssten den Entscheid.',
      ],
    },
    environment: {
      keywords: ['Klima', 'Gletscher', 'Emissionen', 'Energie'],
      organizations: ['Axpo', 'BKW', 'Holcim'],
      persons: ['Martin Graf', 'Nina Steiner'],
      locations: ['Graubünden', 'Tirol', 'Uri', 'Glarus', 'Österreich'],
      headlines: [
        'Gletscher in {loc} verlieren Rekordvolumen',
        '{org} will die Emissionen halbieren',
        '{person} plant Solaranlagen auf öffentlichen Gebäuden',
        'Hochwasser in {loc} nach tagelangem Regen',
      ],
      sentences: [
        'Die Forschenden massen einen Verlust von vier Prozent des Eisvolumens der Gletscher.',
        'Die {org} rechnet mit tieferen Kosten als erwartet.',
        'Die Bevölkerung von {loc} wurde gebeten, die Ufer zu meiden.',
        '{person} hält die Klimaziele weiterhin für erreichbar.',
        'Die Energiepreise sanken den dritten Monat in Folge.',
        'Der Verkehr bleibt in {loc} die grösste Quelle von Emissionen.',
      ],
    },
  },
  connectives: ['Unterdessen', 'Laut Behörden', 'Am Montag', 'In einer Mitteilung', 'Später'],
};
