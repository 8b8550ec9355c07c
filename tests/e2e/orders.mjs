// The order bodies the browser tests send through the real calls, said once: the public checkout
// (POST /web/bestellen) and the staff's order form for a new customer (POST /web/admin/create_bestelling).

/** A pickup checkout of `products` ([{id: order-day row, gekozen_hoeveelheid}]) by Joke Bakker, Bolstraat 1 in
 * Utrecht, unless `fields` say otherwise; `totale_producten` is the sum of the portions. */
export function checkoutBody(products, fields = {}) {
  return {
    voornaam: 'Joke',
    achternaam: 'Bakker',
    email: 'joke@example.nl',
    telefoonnummer: '06 12345678',
    postcode: '3581 ws',
    huisnummer: '1',
    huisnummer_extensie: '',
    straat: 'Bolstraat',
    plaats: 'Utrecht',
    bedrijfsnaam: '',
    bezorg_optie: 'ophalen',
    opmerking: '',
    voorwaarden: true,
    ...fields,
    totale_producten: products.reduce((sum, line) => sum + line.gekozen_hoeveelheid, 0),
    products,
  };
}

/** The staff's order form: `amount` portions of order-day row `rowId` for a new customer (pickup, Teststraat 5 in
 * Utrecht) named by `customer` ({voornaam, achternaam, email, postcode}). */
export function staffOrderBody(rowId, customer, amount = 1) {
  return {
    telefoonnummer: '0612345678',
    huisnummer: '5',
    huisnummer_extension: '',
    straat: 'Teststraat',
    plaats: 'Utrecht',
    bedrijfsnaam: '',
    bezorg_optie: 'ophalen',
    opmerking: '',
    klant_soort: 'nieuw',
    customer_id: null,
    ...customer,
    products: [{ orderday_product: { id: rowId }, hoeveelheid: amount }],
  };
}
