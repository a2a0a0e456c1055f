import type { CueLexicon } from './cue-lexicon';

const words = (text: string): Set<string> => new Set(text.split(/\s+/).filter(Boolean));

/** German capitalises every noun, so the German cues lean on context words, not on capitals. */
export const GERMAN_LEXICON: CueLexicon = {
  language: 'de',
  capitalsMarkNames: false,
  functionWords: words(`
    der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner und oder aber doch sondern denn weil dass
    daß ob wenn als wie auch noch schon nur nicht nichts im am an ans auf aus bei beim bis durch für gegen in ins mit nach neben ohne seit
    über um unter von vom vor zu zum zur zwischen während wegen trotz laut gemäß samt er sie es wir ihr ich du man sich sein seine seinen
    seinem seiner seines ihre ihren ihrem ihrer ihres unser unsere dieser diese dieses diesen diesem jener jene jede jeder jedes jeden
    alle allen alles viele vielen einige wenige mehr weniger hier dort heute gestern morgen jetzt nun dann damals so da wo was wer wann
    warum weshalb wieso dabei dazu damit darauf danach davon dafür dagegen darin deshalb daher trotzdem zudem außerdem jedoch allerdings
    bereits rund etwa fast kaum sehr ganz immer nie oft bislang bisher inzwischen mittlerweile zunächst zuletzt schließlich später
    vorher bald sogar eben zwar ja nein bitte dies dieser jedenfalls ebenso ebenfalls beide beiden andere anderen anderer anderes erst
    ersten zweiten dritten neue neuen neuer neues alte alten großen große kleine kleinen gut gute guten mehrere insgesamt weitere
    weiteren weiter seien sei ist sind war waren wird werden wurde wurden hat haben hatte hatten kann können konnte soll sollen muss
    müssen will wollen darf dürfen mag möchte gibt gab geht ging kommt kam sagt sagte sagten heißt hieß laut zufolge denen dessen deren
    welche welcher welches montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli august
    september oktober november dezember uhr euro dollar franken prozent millionen milliarden jahr jahre jahren mal
  `),
  personTitles: words(`
    herr herrn frau dr prof professor professorin präsident präsidentin kanzler kanzlerin bundeskanzler bundeskanzlerin minister
    ministerin papst könig königin prinz prinzessin fürst kaiser kaiserin graf gräfin sir lord lady bischof kardinal pfarrer pater
    trainer trainerin coach kapitän torhüter torwart stürmer verteidiger mittelfeldspieler spieler spielerin regisseur regisseurin
    sänger sängerin schauspieler schauspielerin autor autorin schriftsteller schriftstellerin künstler künstlerin musiker
    musikerin moderator moderatorin journalist journalistin chef chefin gründer gründerin anwalt anwältin richter richterin
    staatsanwalt staatsanwältin abgeordnete abgeordneter senator senatorin gouverneur gouverneurin botschafter botschafterin
    bürgermeister bürgermeisterin oberbürgermeister oberbürgermeisterin landrat landrätin staatssekretär staatssekretärin
    kommissar kommissarin generalsekretär generalsekretärin vorsitzende vorsitzender parteichef parteichefin fraktionschef
    fraktionschefin regierungschef regierungschefin ministerpräsident ministerpräsidentin bundespräsident bundespräsidentin
    bundesrat bundesrätin bundesrätin nationalrat nationalrätin ständerat ständerätin sprecher sprecherin direktor direktorin
    manager managerin geschäftsführer geschäftsführerin vorstand vorstandschef vorstandschefin konzernchef konzernchefin
    firmenchef firmenchefin general oberst major leutnant ex-präsident ex-kanzler premier premierminister premierministerin
    diktator machthaber oppositionsführer kandidat kandidatin herausforderer herausforderin
  `),
  personTitleSuffix:
    /.{3,}(minister|ministerin|präsident|präsidentin|kanzler|kanzlerin|sprecher|sprecherin|chef|chefin|trainer|trainerin|vorsitzende|vorsitzender|sekretär|sekretärin|kommissar|kommissarin|direktor|direktorin|bürgermeister|bürgermeisterin|botschafter|botschafterin|spieler|spielerin)$/,
  nameParticles: words('von van zu der den de di da du del della la le ten ter bin ibn al el'),
  legalForms: words('AG GmbH SE KG KGaA OHG eG e.V. mbH Holding Inc Corp Ltd plc SA NV'),
  organizationHead:
    /.{3,}(partei|verband|verein|vereinigung|gewerkschaft|gewerkschaftsbund|ministerium|gericht|gerichtshof|kommission|stiftung|institut|universität|hochschule|akademie|agentur|behörde|bank|konzern|amt|anstalt|bund|versicherung|werke|kammer|komitee|polizei|staatsanwaltschaft|organisation|union|sender|zeitung|klinik|klinikum|museum|orchester|theater|oper)$/,
  organizationStarters: words(''),
  clubMarkers: new Set(
    'FC SC SV VfB VfL TSV TSG FSV SpVgg BSC BVB RB HSV KSC MSV Borussia Eintracht Fortuna Hertha Alemannia Arminia Dynamo Energie Hansa Rot-Weiss Rot-Weiß Kickers Stuttgarter Hamburger Karlsruher Grasshopper Grasshoppers Real Atlético Inter AC AS SSC Olympique'.split(
      ' ',
    ),
  ),
  locationPrepositions: words('in aus nach bei nahe nächst gen richtung unweit nördlich südlich östlich westlich'),
  locationNouns: words(`
    kanton stadt städtchen gemeinde bundesland land region provinz landkreis kreis bezirk hauptstadt metropole dorf ort ortschaft insel
    staat republik emirat königreich stadtteil ortsteil stadtbezirk departement département distrikt grafschaft fürstentum
  `),
  locationStarters: words(''),
  placeSuffix:
    /(burg|berg|bergen|dorf|stadt|städt|hausen|heim|ingen|furt|feld|felden|bach|hafen|brück|brücken|born|rode|leben|stedt|büttel|hagen|hof|kirchen|kirch|ow|itz|witz|au|see|land|ien|stan|reich|ach|eck|wald|tal|thal|walde|werder|horst|lingen|stein|wil|ikon|hofen|stetten|weiler|kirchen)$/,
  notNames: words(`
    kraft folge zukunft höhe anspruch betrieb gefahr ordnung frage kürze rente haft angaben ansicht sicht hause bezug protest angst
    sorge ende anfang beginn mitte abschluss richtung form zeiten zeit not wahrheit wirklichkeit grunde zweifel kauf kontakt
    krieg frieden ruhe rücksicht rückblick summe schnitt durchschnitt vergleich verbindung führung ausnahme zusammenhang kritik
    tat gestalt sachen fragen fällen fall kreisen teilen teil bereichen bereich rahmen zuge laufe lauf vordergrund hintergrund
    mittelpunkt blick sachen auftrag absprache erwartung reaktion antwort angst freiheit haft untersuchungshaft gewahrsam
    deutsch englisch französisch italienisch spanisch russisch euro dollar franken prozent punkten punkte minuten stunden tagen
    wochen monaten jahren jahre jahrzehnten sekunden metern kilometern geld preis preise schulen schule zusammenarbeit
    verbindung vertretung stellvertretung abstimmung wahl wahlen amt ämtern zahlen zahl details einzelnen ganzen großen
    gruppen grenzen massen scharen strömen teilen urlaub hinblick anbetracht vorfeld nachhinein anschluss vorjahr vorjahres
    unterstützung gesellschaft gemeinschaft geschichte politik wirtschaft medien kultur sport praxis theorie realität
    angriff angriffen schwierigkeiten problemen problem gefahr sicherheit bedarf verdacht flammen brand klammern
    anführungszeichen inhalt zukunft vergangenheit gegenwart sommer winter herbst frühling frühjahr fußball ukraine-krieg
    morgen abend nacht mittag früh ostern weihnachten pfingsten silvester ausland inland umland festland hinterland heimatland
    vaterland medien familien studien ferien linien serien aktien materialien prinzipien kriterien kapital zweck bahnhof friedhof
    umfeld spielfeld konzern unternehmen firma hersteller autobauer konkurrent tochter tochterfirma mutterkonzern versicherer
    blau grün rot gelb schwarz weiß orange lila rosa braun grau silber gold bronze all-in
    betracht bälde ablauf aussage heirat szene zivil gelb hass theater kaffee gräser love solid old my
    wochenende rande rand rivale marktführer chemiekonzern autokonzern energiekonzern
  `),
  speechVerbs: words(`
    sagte sagt sagten erklärte erklärt betonte betont meinte meint kritisierte kritisiert forderte fordert warnte warnt räumte
    schrieb schreibt berichtete berichtet bestätigte bestätigt sagte kündigte ergänzte erläuterte unterstrich bekräftigte
  `),
  nounSuffix:
    /(ung|ungen|heit|heiten|keit|keiten|schaft|schaften|tion|tionen|sion|sionen|tät|täten|nis|nisse|nissen|ismus|ment|ments|ling|linge|tum|tümer|chen|lein|ei|eien|ik|iken|ur|uren|anz|enz|ität|werk|zeug|wesen|geld|preis|markt|zeit|woche|wochen|prozent|leute|menschen|kinder|frauen|männer|sachen|plan|pläne|recht|rechte|gesetz|gesetze|politik|krise|arbeit|kosten|zahlen|daten|fragen|gruppe|gruppen|sektor|branche|ergebnis|programm|projekt|system|konflikt|streit|kampf|spiel|spiele|saison|runde|finale|meister|meisterschaft|turnier|liga|nahme|höhe|weite|bruch|lauf|gang|ende|start|sucht|mitte|gebiet|regel|regeln|kontext|sage|gabe|sicht|größe|farbe|stoff|stoffe|mittel|wert|werte)$/,
};
