import type { Vocabulary } from './vocabulary.types';

/**
 * French demo newsroom. Each topic names only the organisations, people and places its stories can
 * carry; where a template puts an article before {org} ("la {org}"), every organisation of that
 * topic takes it, and the others are names used without an article.
 */
export const FRENCH: Vocabulary = {
  domains: [
    'quotidien-romand.example',
    'lecho-du-lac.example',
    'journal-du-matin.example',
    'actu-geneve.example',
    'la-depeche-suisse.example',
  ],
  topics: {
    economy: {
      keywords: ['inflation', 'taux directeur', 'économie', 'Bourse'],
      organizations: ['Banque nationale suisse', 'Banque centrale européenne', 'Banque de France'],
      persons: ['Camille Dubois', 'Sophie Lambert'],
      locations: ['Genève', 'Lausanne', 'Paris', 'Lyon', 'Zurich', 'Francfort'],
      headlines: [
        'La {org} maintient son taux directeur',
        'La {org} relève ses prévisions de croissance',
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
      organizations: ['Travail.Suisse', 'economiesuisse', 'Unia'],
      persons: ['Julien Moreau', 'Antoine Rochat'],
      locations: ['Genève', 'Lausanne', 'Neuchâtel', 'Fribourg', 'Paris', 'Bruxelles'],
      headlines: [
        'Le parlement de {loc} débat du nouveau budget',
        '{person} annonce sa candidature aux élections',
        'Réforme : le gouvernement trouve un accord avec {org}',
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
      organizations: ['FIFA', 'UEFA', 'Swiss Football League'],
      persons: ['Hugo Bernard', 'Nicolas Girard'],
      locations: ['Genève', 'Lausanne', 'Lyon', 'Marseille', 'Sion', 'Neuchâtel'],
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
      organizations: ['Swisscom', 'Logitech', 'Orange', 'Capgemini'],
      persons: ['Léa Fontaine', 'Marc Aubert'],
      locations: ['Genève', 'Lausanne', 'Paris', 'Lyon', 'Bruxelles'],
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
      organizations: ['Swissmedic', 'Unisanté', 'santésuisse'],
      persons: ['Marie Perret', 'Claire Morel'],
      locations: ['Genève', 'Lausanne', 'Fribourg', 'Neuchâtel', 'Lyon', 'Marseille'],
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
        'Une étude portant sur 40 000 participants a été publiée par {org}.',
        "Les assureurs s'attendent à une nouvelle hausse des primes.",
        'Les médecins saluent la décision.',
      ],
    },
    environment: {
      keywords: ['climat', 'glacier', 'émissions', 'énergie'],
      organizations: ['TotalEnergies', 'Romande Energie', 'Holcim'],
      persons: ['Pierre Vuilleumier', 'Anne Rossier'],
      locations: ['Sion', 'Martigny', 'Chamonix', 'Grenoble', 'Annecy'],
      headlines: [
        'Les glaciers près de {loc} ont perdu un volume record',
        '{org} promet de réduire de moitié ses émissions',
        '{person} veut du solaire sur les bâtiments publics',
        'Inondations à {loc} après des jours de pluie',
      ],
      sentences: [
        'Les scientifiques ont mesuré une perte de quatre pour cent du volume de glace des glaciers.',
        '{org} estime que le plan coûtera moins que prévu.',
        'Les habitants de {loc} sont priés de rester éloignés des berges.',
        '{person} juge les objectifs climatiques encore atteignables.',
        "Les prix de l'énergie ont baissé pour le troisième mois consécutif.",
        'Les transports restent la première source d’émissions à {loc}.',
      ],
    },
  },
  connectives: ['Par ailleurs,', 'Selon les autorités,', 'Lundi,', 'Dans un communiqué,', 'Plus tard,'],
};
