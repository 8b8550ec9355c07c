"""The texts of the information pages that the spec does not tie to a named variable.

Each page has one editor variable (sanitised HTML) so that managers can change it under 'Instellingen'; these are
the defaults a fresh installation shows (docs/decisions/0014-picture-library-and-public-site.md). The page's heading
(h1) stays in the web app; the text below it comes from here.
"""

from __future__ import annotations

import attrs

OVER_ONS = "paginas_over_ons"
DAGPROGRAMMA_EN_WONEN = "paginas_dagprogramma_en_wonen"
WERKPLAATSEN = "paginas_werkplaatsen"
MEEDOEN = "paginas_meedoen"
PRIVACY = "paginas_privacy"


@attrs.frozen
class PageText:
    key: str
    name: str
    category: str
    default: str


def _p(*paragraphs: str) -> str:
    return "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)


def _h2(title: str) -> str:
    return f"<h2>{title}</h2>"


def _ul(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


PAGE_TEXTS: tuple[PageText, ...] = (
    # About us.
    PageText(
        "pagina_over_ons_tekst",
        "Tekst pagina Over ons",
        OVER_ONS,
        _p(
            "Stichting De Soepketel is er voor jongeren van 14 tot 27 jaar die een steuntje in de rug kunnen "
            "gebruiken. Bij ons vinden zij een dagprogramma met echt werk, een plek om te wonen en mensen die in "
            "hen geloven.",
            "Wat ooit begon met een grote pan soep is uitgegroeid tot een huis vol activiteit: een keuken, een "
            "leerhuis, een atelier, een moestuin, woonplekken en een woongemeenschap van 26 huishoudens die "
            "allemaal een beetje voor elkaar zorgen.",
        )
        + _h2("Waar wij voor staan")
        + _p(
            "Iedere jongere heeft talenten, ook als die even onder het stof liggen. Wij bieden ritme, "
            "vakmanschap en aandacht, zodat jongeren kunnen ontdekken wat zij kunnen en wat zij willen."
        ),
    ),
    PageText(
        "pagina_visie_tekst",
        "Tekst pagina Visie",
        OVER_ONS,
        _p(
            "Wij kijken naar wat een jongere wél kan. Niet de problemen staan centraal, maar de mogelijkheden. "
            "Door samen te werken, te koken, te leren en te wonen groeien jongeren in zelfvertrouwen en "
            "zelfstandigheid."
        )
        + _h2("Zo werken wij")
        + _ul(
            "<strong>Dichtbij:</strong> iedere jongere heeft een vaste begeleider die hij of zij kent en vertrouwt.",
            "<strong>Echt werk:</strong> wat deelnemers maken wordt gebruikt, gegeten of verkocht. Dat geeft trots.",
            "<strong>Eigen tempo:</strong> we stellen samen doelen en nemen de tijd om die te halen.",
            "<strong>Samen:</strong> jongeren, begeleiders, vrijwilligers en buren vormen één gemeenschap.",
        )
        + _p(
            "Ons doel is dat jongeren met meer zelfvertrouwen vertrekken dan ze kwamen: naar school, naar werk "
            "of naar een eigen woning."
        ),
    ),
    PageText(
        "pagina_geschiedenis_tekst",
        "Tekst pagina Geschiedenis",
        OVER_ONS,
        _p(
            "De Soepketel begon in een buurthuiskeuken. Een paar betrokken buurtbewoners nodigden jongeren uit "
            "die hun dagen op straat doorbrachten om samen te koken. Het werd een vaste afspraak: elke dag een "
            "pan soep, voor de groep en voor wie in de buurt wel een warme maaltijd kon gebruiken."
        )
        + _h2("Van keuken tot stichting")
        + _p(
            "Al snel kwamen er vragen. Kon een jongere hier ook leren, of een stage lopen? Konden we helpen met "
            "een woonplek? Zo ontstonden het dagprogramma, de werkplaatsen en later beschermd en beschut wonen. "
            "Met de komst van de woongemeenschap kregen jongeren en buren een plek waar ze naast elkaar wonen.",
            "De soep is gebleven. Nog altijd koken onze deelnemers hem elke werkdag, en nog altijd gaat hij de "
            "buurt in.",
        ),
    ),
    PageText(
        "pagina_grondsteenspreuk_tekst",
        "Tekst pagina Grondsteenspreuk",
        OVER_ONS,
        _p(
            "Naast de voordeur van ons gebouw zit een grondsteen. Die werd gelegd door de eerste jongeren die "
            "hier kookten, samen met de oprichters. In de steen staat onze spreuk:"
        )
        + "<blockquote><p>Wie samen aan tafel zit, staat er nooit alleen voor.</p></blockquote>"
        + _p(
            "De spreuk herinnert ons elke dag aan waar het om gaat: een plek waar je welkom bent, waar je mag "
            "groeien en waar je ook zelf iets betekent voor een ander."
        ),
    ),
    PageText(
        "pagina_onze_woorden_tekst",
        "Tekst pagina Onze woorden",
        OVER_ONS,
        _p(
            "Woorden doen ertoe. Daarom hebben wij afgesproken hoe we over en met elkaar praten. We praten mét "
            "jongeren in plaats van óver hen."
        )
        + _ul(
            "<strong>Deelnemer</strong>: een jongere die meedoet aan het dagprogramma of een werkplaats.",
            "<strong>Bewoner</strong>: wie bij ons woont, in beschermd of beschut wonen of in de woongemeenschap.",
            "<strong>Begeleider</strong>: de vaste medewerker die met een jongere optrekt en meedenkt.",
            "<strong>Vakkracht</strong>: de kok, tuinier, kunstenaar of docent die een werkplaats leidt.",
        )
        + _p("En we doen wat we zeggen: afspraak is afspraak, van beide kanten."),
    ),
    PageText(
        "pagina_organisatie_tekst",
        "Tekst pagina Organisatie",
        OVER_ONS,
        _p(
            "Stichting De Soepketel heeft een onafhankelijk bestuur dat toezicht houdt op het beleid en de "
            "financiën. De dagelijkse leiding ligt bij de directeur. Een team van begeleiders, koks en "
            "vakkrachten werkt elke dag met de jongeren, geholpen door vrijwilligers en stagiairs.",
            "De bestuursleden ontvangen geen beloning voor hun werk. De stichting is door de Belastingdienst "
            "aangemerkt als Algemeen Nut Beogende Instelling (ANBI); uw gift is daardoor fiscaal aftrekbaar.",
        )
        + _h2("Jaarstukken")
        + _p(
            "Hieronder vindt u de meest recente publicaties: het ANBI-formulier, het activiteitenverslag, de "
            "jaarrekening en het beleidsplan."
        ),
    ),
    PageText(
        "pagina_klachtenprocedure_tekst",
        "Tekst pagina Klachtenprocedure",
        OVER_ONS,
        _p(
            "Wij doen ons best, maar soms gaat er iets mis. Bent u, als jongere, ouder, buur of klant, niet "
            "tevreden? Dan horen wij dat graag. Alleen zo kunnen wij het beter doen."
        )
        + _h2("Hoe werkt het?")
        + "<ol><li>Bespreek het eerst met de medewerker om wie het gaat, of met diens leidinggevende. Vaak is "
        "het dan snel opgelost.</li><li>Komt u er samen niet uit? Dien uw klacht dan schriftelijk in bij de "
        "directeur, bijvoorbeeld via het contactformulier. U krijgt binnen vijf werkdagen een "
        "ontvangstbevestiging.</li><li>Wij nodigen u uit voor een gesprek en geven binnen zes weken een "
        "schriftelijk antwoord.</li><li>Bent u het niet eens met de afhandeling? Dan kunt u zich wenden tot "
        "het bestuur of tot de onafhankelijke klachtencommissie waarbij wij zijn aangesloten.</li></ol>"
        + _p(
            "Een vertrouwenspersoon kan u kosteloos helpen bij het verwoorden en indienen van uw klacht. Vraag "
            "ernaar bij een van onze medewerkers."
        ),
    ),
    # Day programme and housing.
    PageText(
        "pagina_dagprogramma_tekst",
        "Tekst pagina Dagprogramma",
        DAGPROGRAMMA_EN_WONEN,
        _p(
            "Ons dagprogramma is er voor jongeren van 14 tot 27 jaar die (even) niet naar school of werk gaan. "
            "Samen met een vaste begeleider werken zij aan een dagritme, aan hun talenten en aan wat zij nodig "
            "hebben om zelfstandig verder te kunnen."
        )
        + _h2("Een dag bij De Soepketel")
        + _ul(
            "<strong>9:00</strong> binnenkomen, koffie en thee, even bijpraten",
            "<strong>9:30</strong> aan het werk in een van de werkplaatsen",
            "<strong>12:30</strong> samen lunchen, met de soep van de dag",
            "<strong>13:30</strong> werkplaats, leerhuis of een gesprek met je begeleider",
            "<strong>16:00</strong> afronden en de dag samen afsluiten",
        )
        + _p(
            "Deelnemers kiezen zelf een of meer werkplaatsen. Heb je interesse, of ben je ouder, "
            "leerplichtambtenaar of hulpverlener? Neem contact met ons op voor een kennismaking; een "
            "proefdag is altijd mogelijk."
        ),
    ),
    PageText(
        "pagina_beschermd_wonen_tekst",
        "Tekst pagina Beschermd wonen",
        DAGPROGRAMMA_EN_WONEN,
        _p(
            "Beschermd wonen is er voor jongeren van 18 tot 27 jaar die nog niet zelfstandig kunnen wonen en "
            "daarbij veel begeleiding nodig hebben. Ons huis heeft veertien plaatsen. Bewoners hebben een eigen "
            "kamer en delen de woonkamer, de keuken en de tuin.",
            "Er is dag en nacht begeleiding in de buurt. Samen met hun begeleider werken bewoners aan wat nodig "
            "is om later op zichzelf te wonen: een dagritme, koken, geldzaken en omgaan met anderen. Overdag "
            "doen de meeste bewoners mee aan het dagprogramma of gaan zij naar school of werk.",
        )
        + _h2("Aanmelden")
        + _p(
            "Aanmelden gaat via de gemeente of via uw hulpverlener. Voor beschermd wonen werken wij met een "
            "wachtlijst. Neem gerust contact op om te vragen wat de wachttijd op dit moment is."
        ),
    ),
    PageText(
        "pagina_beschut_wonen_tekst",
        "Tekst pagina Beschut wonen",
        DAGPROGRAMMA_EN_WONEN,
        _p(
            "Beschut wonen is de volgende stap naar een eigen plek, voor jongeren van 18 tot 27 jaar. Bewoners "
            "hebben een eigen studio met keuken en sanitair en regelen hun huishouden zelf.",
            "Begeleiding is er op afspraak, met een vast aanspreekpunt dat helpt waar het nodig is: bij "
            "post en geldzaken, bij werk of opleiding en bij het vinden van een eigen woning. Wie even steun "
            "nodig heeft, weet ons te vinden.",
        )
        + _h2("Aanmelden")
        + _p(
            "Ook voor beschut wonen verloopt de aanmelding via de gemeente of een hulpverlener, en werken wij "
            "met een wachtlijst. Wij vertellen u graag meer in een kennismakingsgesprek."
        ),
    ),
    # Workshops.
    PageText(
        "pagina_werkplaatsen_tekst",
        "Tekst pagina Werkplaatsen",
        WERKPLAATSEN,
        _p(
            "In onze werkplaatsen leren jongeren door te doen. Elke werkplaats heeft een vakkracht die uitlegt, "
            "meewerkt en helpt om persoonlijke doelen te halen. Wat je hier maakt, doet ertoe: de soep wordt "
            "gegeten, de groenten komen op tafel en het kunstwerk hangt aan de muur.",
            "Deelnemers kiezen zelf waar ze aan de slag gaan en kunnen wisselen als ze iets nieuws willen "
            "proberen. Bekijk hieronder wat er allemaal kan.",
        ),
    ),
    PageText(
        "pagina_sport_en_spel_tekst",
        "Tekst pagina Sport en spel",
        WERKPLAATSEN,
        _p(
            "Bewegen geeft energie en helpt om lekker in je vel te zitten. Twee keer per week sporten we samen: "
            "voetbal in het park, een rondje hardlopen, fitness of een potje tafeltennis.",
            "Bij sport en spel leer je meer dan alleen sporten. Je komt op tijd, je houdt je aan de afspraken en "
            "je helpt een ander die het nog lastig vindt. Zo bouwen we aan conditie én aan zelfvertrouwen.",
        ),
    ),
    PageText(
        "pagina_het_leerhuis_tekst",
        "Tekst pagina Het leerhuis",
        WERKPLAATSEN,
        _p(
            "In het leerhuis werk je aan taal, rekenen en digitale vaardigheden, of aan een opleiding die je "
            "wilt afmaken. Je werkt in een rustige ruimte, op je eigen tempo, met een docent die met je "
            "meekijkt.",
            "Samen met je begeleider maak je een plan: een diploma halen, je rijbewijstheorie, solliciteren of "
            "leren omgaan met formulieren en geldzaken. Vrijwilligers helpen met bijles en huiswerk.",
        ),
    ),
    PageText(
        "pagina_horeca_tekst",
        "Tekst pagina Horeca",
        WERKPLAATSEN,
        _p(
            "Het hart van De Soepketel is de keuken. Hier koken deelnemers elke werkdag de dagelijkse soep, van "
            "groenten uit onze eigen tuin en van lokale boeren. Je leert snijden, smaken, hygiënisch werken en "
            "plannen, zodat de soep op tijd klaar is.",
            "Wie wil, werkt ook in de bediening en aan de bezorging. Zo leer je gasten ontvangen, bestellingen "
            "afhandelen en samenwerken onder tijdsdruk: vaardigheden die in elke baan van pas komen. De "
            "werkplaats is een erkend leerbedrijf.",
        ),
    ),
    PageText(
        "pagina_buiten_tekst",
        "Tekst pagina Buiten",
        WERKPLAATSEN,
        _p(
            "Buiten werk je met je handen en zie je meteen resultaat. In onze moestuin kweken we groenten en "
            "kruiden voor de keuken, we onderhouden het groen rond het gebouw en we doen klusjes voor buren en "
            "de woongemeenschap.",
            "Je leert zaaien, oogsten, snoeien en werken met gereedschap, in elk seizoen. Frisse lucht en "
            "lichamelijk werk doen veel jongeren goed, juist als het hoofd even vol zit.",
        ),
    ),
    PageText(
        "pagina_kunst_tekst",
        "Tekst pagina Kunst",
        WERKPLAATSEN,
        _p(
            "In het atelier teken, schilder en boetseer je, of maak je iets van hout, textiel of gevonden "
            "materiaal. Een kunstenaar helpt je om je ideeën vorm te geven en om een werk af te maken.",
            "Twee keer per jaar exposeren de deelnemers hun werk in ons gebouw. Familie, buren en vrienden "
            "komen kijken, en soms wordt er zelfs iets verkocht.",
        ),
    ),
    PageText(
        "pagina_huis_en_haard_tekst",
        "Tekst pagina Huis en haard",
        WERKPLAATSEN,
        _p(
            "Bij huis en haard oefen je alles wat nodig is om zelfstandig te wonen: boodschappen doen met een "
            "budget, een maaltijd koken, de was doen, schoonmaken en je post bijhouden.",
        )
        + _h2("Gast aan tafel")
        + _p(
            "Eén keer per week koken de deelnemers een driegangenmaaltijd voor gasten: buren, vrijwilligers, "
            "familie of wie maar wil aanschuiven. Zij bedenken het menu, doen de boodschappen en zijn die "
            "avond de gastheer of gastvrouw. Wilt u een keer aanschuiven? Laat het ons weten via het "
            "contactformulier.",
        ),
    ),
    # Joining in.
    PageText(
        "pagina_werken_bij_tekst",
        "Tekst pagina Werken bij",
        MEEDOEN,
        _p(
            "Werken bij De Soepketel is werken in een klein, betrokken team, dicht bij de jongeren. Je krijgt "
            "de ruimte om jezelf te zijn en om mee te denken over hoe het beter kan. We werken hard, en we "
            "lachen veel.",
            "Wij bieden een salaris volgens de cao Sociaal Werk, goede scholing en een plek waar je elke dag "
            "ziet waarvoor je het doet. Hieronder vind je onze openstaande vacatures. Staat er niets tussen "
            "dat bij je past? Een open sollicitatie is altijd welkom.",
        ),
    ),
    PageText(
        "pagina_stage_lopen_tekst",
        "Tekst pagina Stage lopen",
        MEEDOEN,
        _p(
            "Studeer je social work, pedagogiek, zorg en welzijn of horeca? Bij De Soepketel loop je een stage "
            "waarin je echt meedraait. Je werkt mee in het dagprogramma, in de keuken of in een van de "
            "werkplaatsen, met een vaste werkbegeleider die tijd voor je maakt.",
            "Wij zijn een erkend leerbedrijf voor mbo-opleidingen en bieden ook plekken voor hbo-stagiairs. "
            "Stuur een korte motivatie en je cv via het contactformulier en vertel erbij wanneer je stage "
            "begint en hoe lang hij duurt.",
        ),
    ),
    PageText(
        "pagina_vrijwilligers_tekst",
        "Tekst pagina Vrijwilligers",
        MEEDOEN,
        _p(
            "Zonder vrijwilligers geen De Soepketel. Zij helpen in de keuken, bezorgen de soep, geven bijles in "
            "het leerhuis, werken mee in de moestuin of schuiven aan als gast aan tafel.",
            "Je hoeft geen ervaring te hebben, wel een open houding en een paar uur per week. Je krijgt een "
            "goede inwerkperiode, een vast aanspreekpunt en een vrijwilligersvergoeding. Wij vragen een "
            "Verklaring Omtrent het Gedrag (VOG); de kosten daarvan betalen wij.",
        ),
    ),
    PageText(
        "pagina_woongemeenschap_tekst",
        "Tekst pagina Woongemeenschap",
        MEEDOEN,
        _p(
            "Rond onze binnentuin ligt de woongemeenschap: 26 woningen waar jong en oud naast elkaar wonen. De "
            "bewoners wonen zelfstandig, maar kijken naar elkaar om. Ze drinken koffie met de jongeren van de "
            "stichting, helpen met een klus of een sollicitatiebrief, en organiseren samen feesten en "
            "tuindagen.",
            "Zo leren jongeren wat het is om ergens bij te horen, en vinden buren een plek waar hun inzet "
            "gezien wordt.",
        ),
    ),
    PageText(
        "pagina_nieuwe_bewoner_tekst",
        "Tekst pagina Nieuwe bewoner",
        MEEDOEN,
        _p(
            "Af en toe komt er in de woongemeenschap een woning vrij. Dan zoeken wij een nieuwe bewoner die "
            "zich een paar uur per maand wil inzetten voor de gemeenschap en de jongeren van de stichting."
        )
        + _h2("Wie zoeken wij?")
        + _ul(
            "Je vindt het leuk om contact te hebben met jongeren en buren.",
            "Je wilt meedoen aan gezamenlijke activiteiten, zoals de tuindag of de maandelijkse maaltijd.",
            "Je past binnen de inkomensgrenzen voor een sociale huurwoning.",
        )
        + _p(
            "Heb je belangstelling? Stuur ons via het contactformulier een bericht met wie je bent en waarom je "
            "hier wilt wonen. Wij nodigen je graag uit voor een kennismaking."
        ),
    ),
    PageText(
        "pagina_vrienden_van_tekst",
        "Tekst pagina Vrienden van",
        MEEDOEN,
        _p(
            "Vrienden van De Soepketel steunen de stichting met een vaste jaarlijkse bijdrage, met hun netwerk "
            "of met hun tijd. Dankzij hen kunnen wij dingen doen waar geen subsidie voor is: een kamp in de "
            "zomer, nieuw gereedschap voor de werkplaatsen of een fiets voor een jongere die een baan vond.",
            "Als vriend ontvangt u twee keer per jaar onze nieuwsbrief en een uitnodiging voor de "
            "vriendenmiddag, waar u de jongeren en hun werk zelf kunt ontmoeten. Word ook vriend: neem contact "
            "met ons op, dan vertellen wij u er graag meer over.",
        ),
    ),
    # The privacy statement (AVG), linked from every form (docs/decisions/0017-privacy.md).
    PageText(
        "pagina_privacy_tekst",
        "Tekst pagina Privacyverklaring",
        PRIVACY,
        _p(
            "Stichting De Soepketel gaat zorgvuldig om met uw persoonsgegevens. Wij houden ons aan de Algemene "
            "Verordening Gegevensbescherming (AVG). In deze privacyverklaring leest u welke gegevens wij "
            "bewaren, waarom, hoe lang, en welke rechten u heeft."
        )
        + _h2("Welke gegevens bewaren wij?")
        + _ul(
            "<strong>Bestellingen van de dagelijkse soep:</strong> uw naam, adres, postcode, woonplaats, "
            "e-mailadres, telefoonnummer, uw bestelling en een eventuele opmerking.",
            "<strong>Donaties:</strong> het bedrag en, als u niet anoniem doneert, uw naam, adres en "
            "e-mailadres (en bij een zakelijke donatie de naam van uw organisatie).",
            "<strong>Het contactformulier:</strong> uw naam, e-mailadres, telefoonnummer en uw bericht.",
            "<strong>Medewerkers:</strong> naam, e-mailadres en de gegevens die nodig zijn om veilig in te loggen.",
        )
        + _h2("Waarom?")
        + _p(
            "Wij gebruiken uw gegevens alleen om uw bestelling te maken, te bezorgen en af te rekenen, om uw "
            "donatie te verwerken en u te bedanken, en om uw vraag te beantwoorden. Wij verkopen uw gegevens "
            "niet en delen ze alleen met partijen die wij daarvoor nodig hebben, zoals onze betaaldienst en "
            "onze mailserver. Met hen hebben wij afspraken over de beveiliging van uw gegevens."
        )
        + _p(
            "Iedereen mag per bestellingsdag een beperkt aantal porties bestellen. Daarom tellen wij "
            "bestellingen vanaf verschillende schrijfwijzen van hetzelfde e-mailadres als één klant: een adres "
            "met een toevoeging (naam+2@voorbeeld.nl telt als naam@voorbeeld.nl) en, bij Gmail, een adres met "
            "of zonder puntjes en met googlemail.com in plaats van gmail.com. Hetzelfde geldt voor adressen "
            "die wij hebben geblokkeerd. Wij sturen uw e-mail wel altijd naar het adres zoals u het invult."
        )
        + _h2("Hoe lang?")
        + _ul(
            "Klantgegevens van wie twee jaar niets heeft besteld of gedoneerd, maken wij automatisch anoniem.",
            "Berichten via het contactformulier verwijderen wij automatisch na twaalf maanden.",
            "Bestellingen en donaties bewaren wij zeven jaar, omdat de wet dat voor onze boekhouding vereist. "
            "Daarna halen wij er uw naam, adres en andere persoonsgegevens uit; alleen de bedragen blijven.",
        )
        + _h2("Uw rechten")
        + _p(
            "U mag altijd vragen welke gegevens wij van u hebben. U kunt ons ook vragen om uw gegevens te "
            "verbeteren of te wissen. Wij sturen u dan een overzicht van alles wat wij van u bewaren, of wij "
            "wissen uw gegevens; alleen de bedragen die wij voor de boekhouding moeten bewaren blijven, zonder "
            "uw naam. Wij reageren binnen een maand.",
            "Bent u het niet eens met hoe wij met uw gegevens omgaan? Dan kunt u een klacht indienen bij de "
            "Autoriteit Persoonsgegevens.",
        )
        + _h2("Contact")
        + _p(
            "Voor vragen over privacy of om uw rechten te gebruiken, neemt u contact met ons op via het "
            "contactformulier of de contactgegevens op de contactpagina."
        ),
    ),
)


@attrs.frozen
class Publication:
    """A yearly publication on the organisation page: its variable holds the address of the uploaded PDF."""

    key: str
    name: str


PUBLICATIONS: tuple[Publication, ...] = (
    Publication("publicatie_anbi_formulier", "ANBI-formulier"),
    Publication("publicatie_activiteitenverslag", "Activiteitenverslag"),
    Publication("publicatie_jaarrekening", "Jaarrekening"),
    Publication("publicatie_beleidsplan", "Beleidsplan"),
)
