import type { DocumentLanguage } from '@newsdesk/core/documents/document.types';

type Lang = Exclude<DocumentLanguage, 'other'>;

/**
 * Words of the generated demo newsroom. People are fictional; organizations and places are
 * real names used as a newsroom would (the demo must look like a news index, not lorem ipsum).
 */
export interface Vocabulary {
  domains: string[];
  organizations: string[];
  persons: string[];
  locations: string[];
  topics: Record<string, { keywords: string[]; headlines: string[]; sentences: string[] }>;
  connectives: string[];
}

export const TOPIC_NAMES: Record<string, Record<Lang, string>> = {
  economy: { en: 'Economy', de: 'Wirtschaft', fr: 'Économie' },
  politics: { en: 'Politics', de: 'Politik', fr: 'Politique' },
  sport: { en: 'Sport', de: 'Sport', fr: 'Sport' },
  technology: { en: 'Technology', de: 'Technologie', fr: 'Technologie' },
  health: { en: 'Health', de: 'Gesundheit', fr: 'Santé' },
  environment: { en: 'Environment', de: 'Umwelt', fr: 'Environnement' },
};

export const VOCABULARY: Record<Lang, Vocabulary> = {
  en: {
    domains: ['globalwire.example', 'morningledger.example', 'citydesk.example', 'northstar-news.example', 'harbourtimes.example'],
    organizations: [
      'Swiss National Bank',
      'European Central Bank',
      'Nestlé',
      'UBS',
      'Roche',
      'Novartis',
      'World Health Organization',
      'United Nations',
      'FIFA',
      'Microsoft',
      'Airbus',
      'Siemens',
    ],
    persons: [
      'Claire Whitfield',
      'Daniel Okafor',
      'Priya Raman',
      'Thomas Becker',
      'Elena Marquez',
      'Jonas Lindqvist',
      'Hannah Schmid',
      'Samuel Adeyemi',
    ],
    locations: ['Zurich', 'Geneva', 'Berlin', 'Paris', 'London', 'Brussels', 'New York', 'Tokyo', 'Switzerland', 'Germany', 'France'],
    topics: {
      economy: {
        keywords: ['inflation', 'interest rate', 'economy', 'markets'],
        headlines: [
          '{org} keeps interest rate unchanged as inflation eases',
          '{org} raises its outlook after strong quarter',
          'Markets in {loc} rally as {org} reassures investors',
          '{person} warns of slower growth in {loc}',
        ],
        sentences: [
          '{org} said inflation had eased to 1.1 percent in the third quarter.',
          'Analysts in {loc} had expected the decision and markets reacted calmly.',
          '{person}, chief economist at {org}, said the outlook remained uncertain.',
          'The franc strengthened against the euro after the announcement.',
          'Exporters in {loc} reported weaker demand from their main markets.',
          'The interest rate decision was the third in a row without a change.',
        ],
      },
      politics: {
        keywords: ['government', 'parliament', 'election', 'minister'],
        headlines: [
          'Parliament in {loc} debates new budget',
          '{person} announces candidacy ahead of election',
          'Government of {loc} and {org} agree on reform plan',
          'Minister {person} faces questions over spending',
        ],
        sentences: [
          'The government presented the plan to parliament on Tuesday.',
          '{person} told reporters in {loc} that the reform was overdue.',
          'Opposition parties criticised the proposal as insufficient.',
          'The vote is expected before the end of the session.',
          'Talks with {org} continued late into the night.',
          'A majority of voters in {loc} supported the measure in a recent poll.',
        ],
      },
      sport: {
        keywords: ['football', 'match', 'championship', 'season'],
        headlines: [
          '{person} scores twice as {loc} side wins the derby',
          '{org} confirms dates for next championship',
          'Late goal keeps {loc} in title race',
          '{person} signs new contract until 2029',
        ],
        sentences: [
          'The match ended 2-1 after a goal in the 89th minute.',
          '{person} was named player of the match by the fans.',
          'The coach said the team had shown character in difficult conditions.',
          '{org} will review the incident in the second half.',
          'The stadium in {loc} was sold out for the first time this season.',
          'The championship resumes after the international break.',
        ],
      },
      technology: {
        keywords: ['artificial intelligence', 'software', 'data', 'cyber'],
        headlines: [
          '{org} opens research centre in {loc}',
          'Cyber attack disrupts services in {loc}',
          '{person} presents new artificial intelligence strategy',
          '{org} fined over data protection breach',
        ],
        sentences: [
          'The company said no customer data had been stolen.',
          '{person} said artificial intelligence would change every newsroom and every factory.',
          'Regulators in {loc} opened an investigation into the software update.',
          'The new centre will employ around 300 engineers.',
          '{org} plans to invest more than one billion francs over five years.',
          'Experts warned that cyber attacks on hospitals were increasing.',
        ],
      },
      health: {
        keywords: ['hospital', 'vaccine', 'health', 'patients'],
        headlines: [
          '{org} approves new vaccine for older adults',
          'Hospitals in {loc} report shortage of nurses',
          '{person} calls for more funding for mental health',
          'Study links air pollution to heart disease',
        ],
        sentences: [
          'The vaccine will be available in pharmacies from next month.',
          'Hospitals in {loc} said waiting times had grown by a third.',
          '{person} said patients should not pay for the shortage of staff.',
          '{org} published the results of a study with 40,000 participants.',
          'Health insurers expect premiums to rise again next year.',
          'Doctors welcomed the decision but asked for clearer guidance.',
        ],
      },
      environment: {
        keywords: ['climate', 'glacier', 'emissions', 'energy'],
        headlines: [
          'Glaciers in {loc} lost record volume this summer',
          '{org} pledges to cut emissions by half',
          '{person} presents plan for solar energy on public buildings',
          'Floods hit {loc} after days of heavy rain',
        ],
        sentences: [
          'Scientists measured a loss of four percent of the remaining ice volume.',
          '{org} said the plan would cost less than expected.',
          'Residents of {loc} were asked to avoid the river banks.',
          '{person} said the climate targets could still be reached.',
          'Energy prices fell for the third month in a row.',
          'Emissions from transport remain the largest source in {loc}.',
        ],
      },
    },
    connectives: ['Meanwhile,', 'According to officials,', 'On Monday,', 'In a statement,', 'Later,'],
  },
  de: {
    domains: ['tagesbote.example', 'alpenpost.example', 'stadtkurier.example', 'rheinzeitung.example', 'wirtschaftsblatt.example'],
    organizations: [
      'Schweizerische Nationalbank',
      'Europäische Zentralbank',
      'Deutsche Bahn',
      'Volkswagen AG',
      'Siemens AG',
      'Swisscom',
      'SBB',
      'Bundesrat',
      'Migros',
      'Lufthansa',
    ],
    persons: [
      'Anna Keller',
      'Markus Brunner',
      'Lea Hofmann',
      'Stefan Meier',
      'Julia Wagner',
      'Thomas Frei',
      'Sandra Vogel',
      'Lukas Baumann',
    ],
    locations: ['Zürich', 'Bern', 'Basel', 'Berlin', 'München', 'Wien', 'Hamburg', 'Luzern', 'Schweiz', 'Deutschland', 'Österreich'],
    topics: {
      economy: {
        keywords: ['Inflation', 'Zinsen', 'Wirtschaft', 'Börse'],
        headlines: [
          '{org} belässt die Zinsen unverändert',
          '{org} hebt die Prognose nach starkem Quartal an',
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
          'Die Gespräche mit {org} dauerten bis spät in die Nacht.',
          'In einer Umfrage unterstützte eine Mehrheit in {loc} die Vorlage.',
        ],
      },
      sport: {
        keywords: ['Fussball', 'Meisterschaft', 'Spiel', 'Saison'],
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
        headlines: [
          'Gletscher in der {loc} verlieren Rekordvolumen',
          '{org} will die Emissionen halbieren',
          '{person} plant Solaranlagen auf öffentlichen Gebäuden',
          'Hochwasser in {loc} nach tagelangem Regen',
        ],
        sentences: [
          'Die Forschenden massen einen Verlust von vier Prozent des Eisvolumens.',
          'Die {org} rechnet mit tieferen Kosten als erwartet.',
          'Die Bevölkerung von {loc} wurde gebeten, die Ufer zu meiden.',
          '{person} hält die Klimaziele weiterhin für erreichbar.',
          'Die Energiepreise sanken den dritten Monat in Folge.',
          'Der Verkehr bleibt in {loc} die grösste Quelle von Emissionen.',
        ],
      },
    },
    connectives: ['Unterdessen', 'Laut Behörden', 'Am Montag', 'In einer Mitteilung', 'Später'],
  },
  fr: {
    domains: [
      'quotidien-romand.example',
      'lecho-du-lac.example',
      'journal-du-matin.example',
      'actu-geneve.example',
      'la-depeche-suisse.example',
    ],
    organizations: [
      'Banque nationale suisse',
      'Banque centrale européenne',
      'SNCF',
      'TotalEnergies',
      'Assemblée nationale',
      'Conseil fédéral',
      'Nestlé',
      'Renault',
      'CERN',
      'Organisation mondiale de la santé',
    ],
    persons: [
      'Camille Dubois',
      'Julien Moreau',
      'Sophie Lambert',
      'Nicolas Girard',
      'Léa Fontaine',
      'Antoine Rochat',
      'Marie Perret',
      'Hugo Bernard',
    ],
    locations: ['Genève', 'Lausanne', 'Paris', 'Lyon', 'Bruxelles', 'Neuchâtel', 'Fribourg', 'Marseille', 'Suisse', 'France', 'Belgique'],
    topics: {
      economy: {
        keywords: ['inflation', 'taux directeur', 'économie', 'Bourse'],
        headlines: [
          'La {org} maintient son taux directeur',
          '{org} relève ses prévisions après un bon trimestre',
          'La Bourse de {loc} progresse après les propos de {person}',
          "L'économie de {loc} ralentit plus que prévu",
        ],
        sentences: [
          "L'inflation est tombée à 1,1 % au troisième trimestre, selon la {org}.",
          'Les économistes de {loc} attendaient cette décision.',
          '{person}, cheffe économiste de la {org}, juge les perspectives incertaines.',
          "Le franc s'est renforcé face à l'euro après l'annonce.",
          'Les exportateurs de {loc} signalent une demande plus faible.',
          "C'est la troisième décision consécutive sans changement du taux directeur.",
        ],
      },
      politics: {
        keywords: ['gouvernement', 'parlement', 'élections', 'votation'],
        headlines: [
          'Le parlement de {loc} débat du nouveau budget',
          '{person} annonce sa candidature aux élections',
          'Le gouvernement et {org} trouvent un accord',
          'Votation à {loc} : le oui l’emporte',
        ],
        sentences: [
          'Le gouvernement a présenté le projet au parlement mardi.',
          '{person} a déclaré à {loc} que la réforme était attendue depuis longtemps.',
          "L'opposition juge la proposition insuffisante.",
          'Le vote est attendu avant la fin de la session.',
          'Les discussions avec {org} se sont prolongées tard dans la nuit.',
          'Selon un sondage, une majorité des habitants de {loc} soutient le projet.',
        ],
      },
      sport: {
        keywords: ['football', 'championnat', 'match', 'saison'],
        headlines: [
          '{person} signe un doublé dans le derby de {loc}',
          'Un but tardif maintient {loc} dans la course au titre',
          '{org} confirme le calendrier de la saison',
          '{person} prolonge son contrat jusqu’en 2029',
        ],
        sentences: [
          "Le match s'est terminé sur le score de 2-1 après un but à la 89e minute.",
          '{person} a été élu joueur du match par les supporters.',
          "L'entraîneur a salué le caractère de son équipe.",
          'Le stade de {loc} affichait complet pour la première fois de la saison.',
          'Le championnat reprendra après la trêve internationale.',
          '{org} examinera la situation de la deuxième mi-temps.',
        ],
      },
      technology: {
        keywords: ['intelligence artificielle', 'logiciel', 'données', 'cyberattaque'],
        headlines: [
          '{org} ouvre un centre de recherche à {loc}',
          'Une cyberattaque perturbe les services à {loc}',
          "{person} présente une stratégie d'intelligence artificielle",
          '{org} sanctionné pour une fuite de données',
        ],
        sentences: [
          "L'entreprise assure qu'aucune donnée de clients n'a été volée.",
          "{person} estime que l'intelligence artificielle transformera chaque rédaction.",
          'Les autorités de {loc} ont ouvert une enquête sur la mise à jour du logiciel.',
          'Le nouveau centre emploiera environ 300 ingénieurs.',
          "{org} prévoit d'investir plus d'un milliard de francs en cinq ans.",
          'Les experts mettent en garde contre la hausse des cyberattaques visant les hôpitaux.',
        ],
      },
      health: {
        keywords: ['hôpital', 'vaccin', 'santé', 'patients'],
        headlines: [
          'Un nouveau vaccin autorisé pour les seniors',
          'Les hôpitaux de {loc} manquent de personnel soignant',
          '{person} réclame davantage de moyens pour la santé mentale',
          'Une étude relie la pollution de l’air aux maladies cardiaques',
        ],
        sentences: [
          'Le vaccin sera disponible en pharmacie dès le mois prochain.',
          "Les hôpitaux de {loc} font état de délais d'attente en hausse d'un tiers.",
          '{person} estime que les patients ne doivent pas payer la pénurie de personnel.',
          "L'{org} a publié une étude portant sur 40 000 participants.",
          "Les assureurs s'attendent à une nouvelle hausse des primes.",
          'Les médecins saluent la décision.',
        ],
      },
      environment: {
        keywords: ['climat', 'glacier', 'émissions', 'énergie'],
        headlines: [
          'Les glaciers de {loc} ont perdu un volume record',
          '{org} promet de réduire de moitié ses émissions',
          '{person} veut du solaire sur les bâtiments publics',
          'Inondations à {loc} après des jours de pluie',
        ],
        sentences: [
          'Les scientifiques ont mesuré une perte de quatre pour cent du volume de glace.',
          '{org} estime que le plan coûtera moins que prévu.',
          'Les habitants de {loc} sont priés de rester éloignés des berges.',
          '{person} juge les objectifs climatiques encore atteignables.',
          "Les prix de l'énergie ont baissé pour le troisième mois consécutif.",
          'Les transports restent la première source d’émissions à {loc}.',
        ],
      },
    },
    connectives: ['Par ailleurs,', 'Selon les autorités,', 'Lundi,', 'Dans un communiqué,', 'Plus tard,'],
  },
};
