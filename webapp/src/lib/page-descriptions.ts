// The search-engine descriptions of the public pages that are no information page (those are in
// features/info-pages/info-pages.ts). The server's route table (src/entrypoints/web/public_routes.py) carries the
// same texts for the HTML it serves; tests/api/test_public_routes.py keeps the two in step.
export const PAGE_DESCRIPTIONS = {
  '/meedoen/donaties':
    'Steun jongeren van 14 tot 27 jaar met een gift aan Stichting De Soepketel. Wij zijn een ANBI: uw gift is fiscaal aftrekbaar.',
  '/meedoen/doneren':
    'Doneer eenmalig 5, 10 of 25 euro of een eigen bedrag aan Stichting De Soepketel en betaal veilig met iDEAL.',
  '/contact':
    'Een vraag over de stichting, de dagelijkse soep of meedoen? Stuur Stichting De Soepketel een bericht via het contactformulier.',
  '/dagelijkse-soep':
    'Elke werkdag verse soep, gekookt door jongeren in de keuken van De Soepketel. Bestel online voor ophalen of bezorgen.',
} as const;
