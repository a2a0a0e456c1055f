import type { CueLexicon } from './cue-lexicon';

const words = (text: string): Set<string> => new Set(text.split(/\s+/).filter(Boolean));

/** French capitalises names, not nouns: a capital inside a sentence is a real signal. */
export const FRENCH_LEXICON: CueLexicon = {
  language: 'fr',
  capitalsMarkNames: true,
  functionWords: words(`
    le la les l' un une des du de d' et ou mais donc or ni car à au aux en dans par pour sur sous avec sans chez vers entre depuis
    pendant avant après contre selon malgré parmi ce cet cette ces il elle ils elles on nous vous je tu lui leur leurs son sa ses mon
    ma mes notre nos votre vos qui que qu' quoi dont où ne n' pas plus moins très bien aussi encore déjà toujours jamais comme si
    quand lorsque puis alors ainsi tout tous toute toutes même autre autres chaque plusieurs quelques certains certaines aucun
    aucune cela ceci ça c' s' j' m' t' y oui non voici voilà enfin ensuite pourtant cependant toutefois néanmoins outre
    lundi mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril mai juin juillet août septembre octobre novembre
    décembre hier aujourd'hui demain selon est sont été était étaient sera seront fut a ont avait avaient aura auront fait faire
    dit dire peut peuvent doit doivent mme mmes mlle m mm monsieur madame messieurs
  `),
  personTitles: words(`
    m mm mme mmes mlle me dr pr président présidente ministre chancelier chancelière député députée sénateur sénatrice maire
    conseiller conseillère secrétaire général générale colonel capitaine lieutenant commandant roi reine prince princesse pape
    abbé cardinal évêque archevêque sieur monsieur madame mademoiselle docteur professeur entraîneur sélectionneur attaquant
    défenseur gardien milieu joueur joueuse chanteur chanteuse acteur actrice réalisateur réalisatrice écrivain auteur
    romancier romancière porte-parole patron patronne pdg directeur directrice avocat avocate juge procureur procureure
    fondateur fondatrice candidat candidate ambassadeur ambassadrice commissaire syndic feu veuve citoyen citoyenne maître
    prévenu prévenue accusé accusée comte comtesse baron baronne marquis duc duchesse lord sir saint sainte frère soeur sœur
    père mère curé pasteur rabbin imam émir cheikh ayatollah dalaï-lama empereur impératrice tsar sultan shah dictateur
    opposant opposante premier première ex-président ex-ministre vice-président vice-présidente
  `),
  nameParticles: words("de d' du des la le von van der den di da del della ten ter bin ben ibn al el"),
  legalForms: words('SA S.A. SARL SAS SNC Cie AG GmbH Inc Ltd NV plc SE'),
  organizationStarters: new Set(
    `Banque Société Groupe Parti Union Association Conseil Ministère Université Fédération Assemblée Commission Comité Cour
    Tribunal Institut Office Agence Compagnie Syndicat Caisse Crédit Chambre Front Rassemblement Mouvement Organisation Fondation
    Club Olympique Racing Sporting Armée Église Eglise Académie Collège Lycée École Ecole Ligue Journal Gazette Conservatoire
    Orchestre Direction Département Service Bureau Confédération Communauté Alliance Coalition Cercle Cabinet Fonds Régie
    Chemins Conférence Consistoire Préfecture Municipalité Gouvernement Sûreté Police Gendarmerie Douane Hospice Hôpital
    Clinique Laboratoire Manufacture Fabrique Imprimerie Librairie Entreprise Holding Radio Télévision Société Stade`.split(/\s+/),
  ),
  clubMarkers: new Set('FC AS OGC RC SC AJ OL OM SCO HSC AC Olympique Racing Sporting Stade Servette Grasshopper'.split(' ')),
  // Not "aux": "aux Suisses", "aux Vaudois" are people far more often than places.
  locationPrepositions: words('à au en vers'),
  locationNouns: words(`
    ville canton commune département région province village cité capitale district arrondissement bourg localité île pays
    royaume république principauté comté état faubourg quartier hameau vallée
  `),
  locationStarters: new Set(
    `Rue Avenue Boulevard Place Quai Route Chemin Pont Gare Lac Mont Col Val Vallée Île Ile Cap Golfe Port Porte Château Faubourg
    Pays Saint Sainte Bois Forêt Plaine Plateau Canal Baie Détroit Mer Montagne Pic Glacier Promenade Square Impasse Passage Allée
    Cours Esplanade Parc Jardin Cathédrale Basilique Palais Hôtel Grand-Rue`.split(/\s+/),
  ),
  notNames: words(`
    etat état dieu seigneur république nation patrie monde église conseil gouvernement parlement chambre cour ministère administration
    armée police justice bourse france-presse etats-unis internet web covid-19 coronavirus noël pâques toussaint pentecôte
    monsieur madame messieurs mesdames
  `),
};
