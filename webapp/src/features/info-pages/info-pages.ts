// The public information pages: path, heading and a short text; some also show a settings text or link on
// to their sub-pages. Photos (carousels) and the vacancy list come with later issues.

export interface InfoLink {
  label: string;
  to: string;
}

export interface InfoPageDefinition {
  /** Route path without the leading slash. */
  path: string;
  title: string;
  paragraphs: readonly string[];
  /** A settings variable whose HTML is shown below the paragraphs. */
  variable?: string;
  links?: readonly InfoLink[];
}

const OVER_ONS_LINKS: readonly InfoLink[] = [
  { label: 'Visie', to: '/over-ons/visie' },
  { label: 'Geschiedenis', to: '/over-ons/geschiedenis' },
  { label: 'Grondsteenspreuk', to: '/over-ons/grondsteenspreuk' },
  { label: 'Onze woorden', to: '/over-ons/onze-woorden' },
  { label: 'Organisatie', to: '/over-ons/organisatie' },
  { label: 'Klachtenprocedure', to: '/klachtenprocedure' },
];

const WERKPLAATSEN_LINKS: readonly InfoLink[] = [
  { label: 'Sport en spel', to: '/werkplaatsen/sport-en-spel' },
  { label: 'Het leerhuis', to: '/werkplaatsen/het-leerhuis' },
  { label: 'Horeca', to: '/werkplaatsen/horeca' },
  { label: 'Buiten', to: '/werkplaatsen/buiten' },
  { label: 'Kunst', to: '/werkplaatsen/kunst' },
  { label: 'Huis en haard', to: '/werkplaatsen/huis-en-haard' },
];

const MEEDOEN_LINKS: readonly InfoLink[] = [
  { label: 'Werken bij', to: '/meedoen/werken-bij' },
  { label: 'Stage lopen', to: '/meedoen/stage-lopen' },
  { label: 'Vrijwilligers', to: '/meedoen/vrijwilligers' },
  { label: 'Woongemeenschap', to: '/meedoen/woongemeenschap' },
  { label: 'Donaties', to: '/meedoen/donaties' },
  { label: 'Vrienden van', to: '/meedoen/vrienden-van' },
];

export const INFO_PAGES: readonly InfoPageDefinition[] = [
  {
    path: 'dagprogramma',
    title: 'Dagprogramma',
    paragraphs: [
      'Ons dagprogramma is er voor jongeren van 14 tot 27 jaar die (tijdelijk) niet naar school of werk gaan. ' +
        'Samen met hun begeleider werken zij aan een vast dagritme, aan hun talenten en aan wat zij nodig hebben ' +
        'om zelfstandig verder te kunnen.',
      'Deelnemers kiezen een of meer werkplaatsen. In de keuken koken zij elke werkdag de dagelijkse soep.',
    ],
    links: [
      { label: 'Bekijk de werkplaatsen', to: '/werkplaatsen' },
      { label: 'Dagelijkse soep', to: '/dagelijkse-soep' },
    ],
  },
  {
    path: 'over-ons',
    title: 'Over ons',
    paragraphs: [
      'Stichting De Soepketel biedt dagbesteding, werkplaatsen en woonplekken aan jongeren. Wij geloven dat ' +
        'iedere jongere iets te bieden heeft en verdient dat iemand in hem of haar gelooft.',
    ],
    links: OVER_ONS_LINKS,
  },
  {
    path: 'over-ons/visie',
    title: 'Visie',
    paragraphs: [
      'Wij kijken naar wat een jongere wél kan. Door samen te werken, te koken, te leren en te wonen groeien ' +
        'jongeren in zelfvertrouwen en zelfstandigheid.',
      'Onze begeleiding is persoonlijk en dichtbij, met ruimte voor eigen keuzes en eigen tempo.',
    ],
  },
  {
    path: 'over-ons/geschiedenis',
    title: 'Geschiedenis',
    paragraphs: [
      'De stichting begon kleinschalig, met een keuken waar jongeren samen een maaltijd bereidden. Uit die ' +
        'keuken groeiden het dagprogramma, de werkplaatsen en later de woonvoorzieningen.',
      'De soep is gebleven: nog altijd koken onze deelnemers hem elke werkdag.',
    ],
  },
  {
    path: 'over-ons/grondsteenspreuk',
    title: 'Grondsteenspreuk',
    paragraphs: [
      'In de gevel van ons gebouw zit een grondsteen met een spreuk. Die spreuk vat samen waar wij voor staan: ' +
        'een plek waar jongeren welkom zijn, mogen groeien en iets kunnen betekenen voor een ander.',
    ],
  },
  {
    path: 'over-ons/onze-woorden',
    title: 'Onze woorden',
    paragraphs: [
      'Wij praten mét jongeren in plaats van óver hen. We spreken van deelnemers en bewoners, zeggen wat we ' +
        'doen en doen wat we zeggen.',
    ],
  },
  {
    path: 'over-ons/organisatie',
    title: 'Organisatie',
    paragraphs: [
      'Stichting De Soepketel heeft een bestuur dat toezicht houdt en een klein team van begeleiders, koks en ' +
        'vakkrachten. Vrijwilligers en stagiairs helpen ons elke dag.',
      'De stichting is een ANBI. Het ANBI-formulier, het activiteitenverslag, de jaarrekening en het ' +
        'beleidsplan sturen wij u op verzoek toe.',
    ],
  },
  {
    path: 'klachtenprocedure',
    title: 'Klachtenprocedure',
    paragraphs: [
      'Bent u niet tevreden over onze begeleiding of dienstverlening? Bespreek het eerst met de betrokken ' +
        'medewerker of diens leidinggevende; vaak is het dan snel opgelost.',
      'Komt u er samen niet uit, dan kunt u uw klacht schriftelijk indienen bij het bestuur, bijvoorbeeld via ' +
        'het contactformulier. Wij bevestigen de ontvangst en nemen contact met u op om de klacht te bespreken.',
    ],
    links: [{ label: 'Naar het contactformulier', to: '/contact' }],
  },
  {
    path: 'beschermd-wonen',
    title: 'Beschermd Wonen',
    paragraphs: [
      'Beschermd wonen is er voor jongeren van 18 tot 27 jaar die nog veel begeleiding nodig hebben. Ons huis ' +
        'heeft veertien plaatsen. Bewoners hebben een eigen kamer en delen de woonkamer en de keuken.',
      'Voor beschermd wonen werken wij met een wachtlijst. Neem contact op voor de actuele wachttijd.',
    ],
    links: [{ label: 'Contact opnemen', to: '/contact' }],
  },
  {
    path: 'beschut-wonen',
    title: 'Beschut Wonen',
    paragraphs: [
      'Beschut wonen is een volgende stap naar zelfstandigheid voor jongeren van 18 tot 27 jaar. Bewoners ' +
        'wonen zelfstandiger, met begeleiding op afspraak en een vast aanspreekpunt.',
    ],
    links: [{ label: 'Contact opnemen', to: '/contact' }],
  },
  {
    path: 'werkplaatsen',
    title: 'Werkplaatsen',
    paragraphs: [
      'In onze werkplaatsen leren jongeren door te doen. Elke werkplaats heeft een vakkracht die uitlegt, ' +
        'meewerkt en helpt om persoonlijke doelen te halen.',
    ],
    links: WERKPLAATSEN_LINKS,
  },
  {
    path: 'werkplaatsen/sport-en-spel',
    title: 'Sport en spel',
    paragraphs: [
      'Bewegen geeft energie en structuur. Deelnemers sporten samen, leren afspraken nakomen en ontdekken wat ' +
        'zij lichamelijk kunnen.',
    ],
  },
  {
    path: 'werkplaatsen/het-leerhuis',
    title: 'Het leerhuis',
    paragraphs: [
      'In het leerhuis werken deelnemers aan taal, rekenen en digitale vaardigheden, of aan een opleiding die ' +
        'zij willen afmaken. Op hun eigen tempo, met hulp waar dat nodig is.',
    ],
  },
  {
    path: 'werkplaatsen/horeca',
    title: 'Horeca',
    paragraphs: [
      'In de keuken leren deelnemers koken, hygiënisch werken en gasten ontvangen. Hier wordt ook elke ' +
        'werkdag de dagelijkse soep gekookt.',
    ],
    links: [{ label: 'Dagelijkse soep', to: '/dagelijkse-soep' }],
  },
  {
    path: 'werkplaatsen/buiten',
    title: 'Buiten',
    paragraphs: [
      'Buiten werken deelnemers met hun handen: tuinieren, groenten kweken voor de keuken en klein onderhoud ' +
        'rond het gebouw.',
    ],
  },
  {
    path: 'werkplaatsen/kunst',
    title: 'Kunst',
    paragraphs: [
      'In het atelier tekenen, schilderen en boetseren deelnemers. Zo ontdekken zij hun creativiteit en leren ' +
        'zij een werk af te maken.',
    ],
  },
  {
    path: 'werkplaatsen/huis-en-haard',
    title: 'Huis en haard',
    paragraphs: [
      'Bij huis en haard oefenen deelnemers wat nodig is om zelfstandig te wonen: boodschappen doen, koken, ' +
        'schoonmaken en omgaan met geld.',
      'Regelmatig schuiven er gasten aan tafel aan bij de maaltijd die zij bereiden.',
    ],
  },
  {
    path: 'meedoen',
    title: 'Meedoen',
    paragraphs: [],
    variable: 'meedoen_doe_mee_tekst',
    links: MEEDOEN_LINKS,
  },
  {
    path: 'meedoen/werken-bij',
    title: 'Werken bij',
    paragraphs: [
      'Werken bij De Soepketel is werken in een klein, betrokken team, dicht bij de jongeren. Openstaande ' +
        'vacatures maken wij op deze website bekend.',
    ],
  },
  {
    path: 'meedoen/stage-lopen',
    title: 'Stage lopen',
    paragraphs: [
      'Wij bieden stageplekken in de horeca, de werkplaatsen en de begeleiding. U loopt mee met een vaste ' +
        'begeleider en krijgt echte verantwoordelijkheid.',
    ],
    links: [{ label: 'Neem contact op', to: '/contact' }],
  },
  {
    path: 'meedoen/vrijwilligers',
    title: 'Vrijwilligers',
    paragraphs: [],
    variable: 'meedoen_vrijwilligers_tekst',
    links: [{ label: 'Neem contact op', to: '/contact' }],
  },
  {
    path: 'meedoen/woongemeenschap',
    title: 'Woongemeenschap',
    paragraphs: [
      'Onze woongemeenschap telt 26 woningen. De bewoners wonen zelfstandig en zetten zich in voor elkaar en ' +
        'voor de jongeren van de stichting.',
    ],
    links: [{ label: 'Nieuwe bewoner gezocht', to: '/meedoen/woongemeenschap/nieuwe-bewoner' }],
  },
  {
    path: 'meedoen/woongemeenschap/nieuwe-bewoner',
    title: 'Nieuwe bewoner gezocht',
    paragraphs: [
      'Komt er een woning vrij, dan zoeken wij een bewoner die zich wil inzetten voor de gemeenschap en de ' +
        'jongeren. Heeft u belangstelling? Laat het ons weten.',
    ],
    links: [{ label: 'Neem contact op', to: '/contact' }],
  },
  {
    path: 'meedoen/donaties',
    title: 'Donaties',
    paragraphs: [
      'Met een gift helpt u jongeren op weg naar een zelfstandig leven. Uw donatie komt ten goede aan de ' +
        'werkplaatsen, de begeleiding en de dagelijkse soep.',
      'Stichting De Soepketel is een ANBI: uw gift is fiscaal aftrekbaar.',
    ],
  },
  {
    path: 'meedoen/vrienden-van',
    title: 'Vrienden van',
    paragraphs: [
      'Vrienden van De Soepketel steunen de stichting met een jaarlijkse bijdrage, met hun netwerk of met hun ' +
        'tijd, en blijven op de hoogte van wat er bij ons gebeurt.',
    ],
    links: [{ label: 'Neem contact op', to: '/contact' }],
  },
];
