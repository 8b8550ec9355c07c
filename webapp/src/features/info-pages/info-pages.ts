// The public information pages (spec doc 1, section 2): path, heading, search-engine description, the settings
// variables whose HTML is the page's text (managers edit them under 'Instellingen'; defaults in
// src/soepkern/domain/page_texts.py), the picture category of the page's carousel (the table in
// docs/decisions/0014-picture-library-and-public-site.md), links on, and an optional extra block.

export interface InfoLink {
  label: string;
  to: string;
}

export type InfoExtra = 'vacancies' | 'publications' | 'workshop-tiles';

export interface InfoPageDefinition {
  /** Route path without the leading slash. */
  path: string;
  title: string;
  /** The meta description (search engines and sharing); the site's description when absent. */
  description?: string;
  /** Fixed text shown above the variables (only where no page-text variable exists yet). */
  paragraphs?: readonly string[];
  /** A settings variable whose HTML is shown below the paragraphs. */
  variable?: string;
  /** More settings variables, shown one after the other. */
  variables?: readonly string[];
  /** The picture category whose pictures the page's carousel shows. */
  category?: string;
  links?: readonly InfoLink[];
  extra?: InfoExtra;
}

const OVER_ONS_LINKS: readonly InfoLink[] = [
  { label: 'Visie', to: '/over-ons/visie' },
  { label: 'Geschiedenis', to: '/over-ons/geschiedenis' },
  { label: 'Grondsteenspreuk', to: '/over-ons/grondsteenspreuk' },
  { label: 'Onze woorden', to: '/over-ons/onze-woorden' },
  { label: 'Organisatie', to: '/over-ons/organisatie' },
  { label: 'Klachtenprocedure', to: '/klachtenprocedure' },
];

export interface WorkshopTile {
  title: string;
  to: string;
  category: string;
  summary: string;
}

export const WORKSHOPS: readonly WorkshopTile[] = [
  {
    title: 'Sport en spel',
    to: '/werkplaatsen/sport-en-spel',
    category: 'werkplaatsen_sport',
    summary: 'Samen sporten, conditie en zelfvertrouwen opbouwen.',
  },
  {
    title: 'Het leerhuis',
    to: '/werkplaatsen/het-leerhuis',
    category: 'werkplaatsen_hetleerhuis',
    summary: 'Taal, rekenen, digitale vaardigheden en je diploma.',
  },
  {
    title: 'Horeca',
    to: '/werkplaatsen/horeca',
    category: 'werkplaatsen_horeca',
    summary: 'Koken in onze keuken, waar elke dag de soep vandaan komt.',
  },
  {
    title: 'Buiten',
    to: '/werkplaatsen/buiten',
    category: 'werkplaatsen_buiten',
    summary: 'Moestuin, groenonderhoud en klussen met je handen.',
  },
  {
    title: 'Kunst',
    to: '/werkplaatsen/kunst',
    category: 'werkplaatsen_kunst',
    summary: 'Tekenen, schilderen en boetseren in het atelier.',
  },
  {
    title: 'Huis en haard',
    to: '/werkplaatsen/huis-en-haard',
    category: 'werkplaatsen_gastaantafel',
    summary: 'Zelfstandig leren wonen, en koken voor gasten aan tafel.',
  },
];

const MEEDOEN_LINKS: readonly InfoLink[] = [
  { label: 'Werken bij', to: '/meedoen/werken-bij' },
  { label: 'Stage lopen', to: '/meedoen/stage-lopen' },
  { label: 'Vrijwilligers', to: '/meedoen/vrijwilligers' },
  { label: 'Woongemeenschap', to: '/meedoen/woongemeenschap' },
  { label: 'Donaties', to: '/meedoen/donaties' },
  { label: 'Vrienden van', to: '/meedoen/vrienden-van' },
];

const CONTACT: readonly InfoLink[] = [{ label: 'Neem contact op', to: '/contact' }];

export const INFO_PAGES: readonly InfoPageDefinition[] = [
  {
    path: 'dagprogramma',
    title: 'Dagprogramma',
    description:
      'Een dagprogramma voor jongeren van 14 tot 27 jaar: een vast ritme, echt werk in onze werkplaatsen en een ' +
      'begeleider die met je meedenkt.',
    variable: 'pagina_dagprogramma_tekst',
    category: 'dagprogramma',
    links: [
      { label: 'Bekijk de werkplaatsen', to: '/werkplaatsen' },
      { label: 'Dagelijkse soep', to: '/dagelijkse-soep' },
      { label: 'Kom kennismaken', to: '/contact' },
    ],
  },
  {
    path: 'over-ons',
    title: 'Over ons',
    description:
      'Stichting De Soepketel biedt jongeren van 14 tot 27 jaar een dagprogramma, werkplaatsen en een plek om te ' +
      'wonen. Lees wie wij zijn en waar wij voor staan.',
    variable: 'pagina_over_ons_tekst',
    category: 'overons_algemeen',
    links: OVER_ONS_LINKS,
  },
  {
    path: 'over-ons/visie',
    title: 'Visie',
    description: 'Wij kijken naar wat een jongere wél kan: dichtbij, met echt werk, in eigen tempo en samen.',
    variable: 'pagina_visie_tekst',
    category: 'overons_visie',
    links: OVER_ONS_LINKS.filter((link) => link.to !== '/over-ons/visie'),
  },
  {
    path: 'over-ons/geschiedenis',
    title: 'Geschiedenis',
    description: 'Van een pan soep in een buurthuiskeuken tot een stichting met werkplaatsen en woonplekken.',
    variable: 'pagina_geschiedenis_tekst',
    category: 'overons_geschiedenis',
    links: OVER_ONS_LINKS.filter((link) => link.to !== '/over-ons/geschiedenis'),
  },
  {
    path: 'over-ons/grondsteenspreuk',
    title: 'Grondsteenspreuk',
    description: 'De spreuk in onze grondsteen: wie samen aan tafel zit, staat er nooit alleen voor.',
    variable: 'pagina_grondsteenspreuk_tekst',
    category: 'overons_algemeen',
    links: OVER_ONS_LINKS.filter((link) => link.to !== '/over-ons/grondsteenspreuk'),
  },
  {
    path: 'over-ons/onze-woorden',
    title: 'Onze woorden',
    description: 'Hoe wij over en met elkaar praten: deelnemers, bewoners, begeleiders en vakkrachten.',
    variable: 'pagina_onze_woorden_tekst',
    category: 'overons_algemeen',
    links: OVER_ONS_LINKS.filter((link) => link.to !== '/over-ons/onze-woorden'),
  },
  {
    path: 'over-ons/organisatie',
    title: 'Organisatie',
    description:
      'Bestuur, team en ANBI-status van Stichting De Soepketel, met het ANBI-formulier, het activiteitenverslag, ' +
      'de jaarrekening en het beleidsplan.',
    variable: 'pagina_organisatie_tekst',
    category: 'overons_organisatie',
    extra: 'publications',
    links: OVER_ONS_LINKS.filter((link) => link.to !== '/over-ons/organisatie'),
  },
  {
    path: 'klachtenprocedure',
    title: 'Klachtenprocedure',
    description: 'Niet tevreden? Zo dient u een klacht in bij Stichting De Soepketel en zo handelen wij die af.',
    variable: 'pagina_klachtenprocedure_tekst',
    category: 'overons_klachtenprocedure',
    links: [{ label: 'Naar het contactformulier', to: '/contact' }],
  },
  {
    path: 'beschermd-wonen',
    title: 'Beschermd Wonen',
    description:
      'Beschermd wonen voor jongeren van 18 tot 27 jaar: veertien plaatsen met een eigen kamer en begeleiding ' +
      'dag en nacht.',
    variable: 'pagina_beschermd_wonen_tekst',
    category: 'beschermdwonen',
    links: [
      { label: 'Beschut wonen', to: '/beschut-wonen' },
      { label: 'Contact opnemen', to: '/contact' },
    ],
  },
  {
    path: 'beschut-wonen',
    title: 'Beschut Wonen',
    description:
      'Beschut wonen voor jongeren van 18 tot 27 jaar: een eigen studio met begeleiding op afspraak, de stap ' +
      'naar een eigen woning.',
    variable: 'pagina_beschut_wonen_tekst',
    category: 'beschutwonen',
    links: [
      { label: 'Beschermd wonen', to: '/beschermd-wonen' },
      { label: 'Contact opnemen', to: '/contact' },
    ],
  },
  {
    path: 'werkplaatsen',
    title: 'Werkplaatsen',
    description:
      'Sport en spel, het leerhuis, horeca, buiten, kunst en huis en haard: leren door te doen in onze ' +
      'werkplaatsen.',
    variable: 'pagina_werkplaatsen_tekst',
    category: 'werkplaatsen_alle_werkplaatsen',
    extra: 'workshop-tiles',
  },
  {
    path: 'werkplaatsen/sport-en-spel',
    title: 'Sport en spel',
    description: 'Samen sporten bij De Soepketel: conditie, afspraken nakomen en zelfvertrouwen.',
    variable: 'pagina_sport_en_spel_tekst',
    category: 'werkplaatsen_sport',
    links: [{ label: 'Alle werkplaatsen', to: '/werkplaatsen' }],
  },
  {
    path: 'werkplaatsen/het-leerhuis',
    title: 'Het leerhuis',
    description: 'Taal, rekenen, digitale vaardigheden en je opleiding afmaken, op je eigen tempo.',
    variable: 'pagina_het_leerhuis_tekst',
    category: 'werkplaatsen_hetleerhuis',
    links: [{ label: 'Alle werkplaatsen', to: '/werkplaatsen' }],
  },
  {
    path: 'werkplaatsen/horeca',
    title: 'Horeca',
    description: 'Koken in de keuken van De Soepketel, waar elke werkdag de dagelijkse soep wordt gemaakt.',
    variable: 'pagina_horeca_tekst',
    category: 'werkplaatsen_horeca',
    links: [
      { label: 'Dagelijkse soep', to: '/dagelijkse-soep' },
      { label: 'Alle werkplaatsen', to: '/werkplaatsen' },
    ],
  },
  {
    path: 'werkplaatsen/buiten',
    title: 'Buiten',
    description: 'Werken in de moestuin en het groen: zaaien, oogsten en klussen in elk seizoen.',
    variable: 'pagina_buiten_tekst',
    category: 'werkplaatsen_buiten',
    links: [{ label: 'Alle werkplaatsen', to: '/werkplaatsen' }],
  },
  {
    path: 'werkplaatsen/kunst',
    title: 'Kunst',
    description: 'Tekenen, schilderen en boetseren in het atelier, met twee exposities per jaar.',
    variable: 'pagina_kunst_tekst',
    category: 'werkplaatsen_kunst',
    links: [{ label: 'Alle werkplaatsen', to: '/werkplaatsen' }],
  },
  {
    path: 'werkplaatsen/huis-en-haard',
    title: 'Huis en haard',
    description: 'Zelfstandig leren wonen, en elke week koken voor gasten aan tafel.',
    variable: 'pagina_huis_en_haard_tekst',
    category: 'werkplaatsen_gastaantafel',
    links: [
      { label: 'Aanschuiven als gast', to: '/contact' },
      { label: 'Alle werkplaatsen', to: '/werkplaatsen' },
    ],
  },
  {
    path: 'meedoen',
    title: 'Meedoen',
    description:
      'Meedoen bij De Soepketel: als medewerker, stagiair, vrijwilliger, bewoner van de woongemeenschap of als ' +
      'vriend. Bekijk ook onze vacatures.',
    variables: ['meedoen_doe_mee_tekst', 'meedoen_vrijwilligers_tekst'],
    category: 'meedoen_doemee',
    extra: 'vacancies',
    links: MEEDOEN_LINKS,
  },
  {
    path: 'meedoen/werken-bij',
    title: 'Werken bij',
    description: 'Werken in een klein, betrokken team, dicht bij de jongeren. Bekijk onze openstaande vacatures.',
    variable: 'pagina_werken_bij_tekst',
    category: 'meedoen_werkenbij',
    extra: 'vacancies',
    links: CONTACT,
  },
  {
    path: 'meedoen/stage-lopen',
    title: 'Stage lopen',
    description: 'Een stage waarin je echt meedraait: in het dagprogramma, de keuken of een werkplaats.',
    variable: 'pagina_stage_lopen_tekst',
    category: 'meedoen_stagiaires',
    links: CONTACT,
  },
  {
    path: 'meedoen/vrijwilligers',
    title: 'Vrijwilligers',
    description: 'Vrijwilliger worden bij De Soepketel: in de keuken, de bezorging, het leerhuis of de moestuin.',
    variable: 'pagina_vrijwilligers_tekst',
    category: 'meedoen_vrijwilligers',
    links: CONTACT,
  },
  {
    path: 'meedoen/woongemeenschap',
    title: 'Woongemeenschap',
    description: 'Een woongemeenschap van 26 woningen waar jong en oud naar elkaar omkijken.',
    variable: 'pagina_woongemeenschap_tekst',
    category: 'meedoen_woongemeenschap',
    links: [{ label: 'Nieuwe bewoner gezocht', to: '/meedoen/woongemeenschap/nieuwe-bewoner' }],
  },
  {
    path: 'meedoen/woongemeenschap/nieuwe-bewoner',
    title: 'Nieuwe bewoner gezocht',
    description: 'Komt er een woning vrij in onze woongemeenschap? Zo meldt u zich aan als nieuwe bewoner.',
    variable: 'pagina_nieuwe_bewoner_tekst',
    category: 'meedoen_woongemeenschap',
    links: CONTACT,
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
    description: 'Word vriend van De Soepketel en steun jongeren met een jaarlijkse bijdrage, uw netwerk of uw tijd.',
    variable: 'pagina_vrienden_van_tekst',
    category: 'meedoen_vriendenvan',
    links: CONTACT,
  },
  {
    path: 'privacy',
    title: 'Privacyverklaring',
    description: 'Welke gegevens Stichting De Soepketel bewaart, waarom en hoe lang, en welke rechten u heeft.',
    variable: 'pagina_privacy_tekst',
    links: CONTACT,
  },
];
