import { describe, expect, it } from 'vitest';
import {
  normaliseEuroText,
  cardPriceText,
  centsToInput,
  cropFields,
  formFromProduct,
  isFormDirty,
  payloadFromForm,
  pictureNameFromFile,
  previewTotal,
  productsInTab,
  swapPartner,
  tabFromQuery,
} from './product-rules';
import type { AdminProduct } from './types';

function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 1,
    slug: '1-erwtensoep',
    naam: 'Erwtensoep',
    status: 'beschikbaar',
    label: null,
    prijs: 450,
    korting: 50,
    totaal: 400,
    visible: true,
    omschrijving: '<p>Lekker</p>',
    pictures: [],
    ...overrides,
  };
}

const pictures = [
  { id: 1, uuid: 'b', position: 2, name: 'twee' },
  { id: 2, uuid: 'a', position: 1, name: 'een' },
  { id: 3, uuid: 'c', position: 3, name: 'drie' },
];

describe('tabs', () => {
  it('reads the tab from the query, Soepen by default', () => {
    expect(tabFromQuery('concept')).toBe('concept');
    expect(tabFromQuery('soep')).toBe('soep');
    expect(tabFromQuery(null)).toBe('soep');
    expect(tabFromQuery('iets')).toBe('soep');
  });

  it('puts concept products in Concept and the others in Soepen, sorted by name', () => {
    const list = [
      product({ id: 1, naam: 'Tomatensoep' }),
      product({ id: 2, naam: 'Nieuwe soep', status: 'concept' }),
      product({ id: 3, naam: 'Erwtensoep', status: 'niet_beschikbaar' }),
    ];
    expect(productsInTab(list, 'soep').map((p) => p.id)).toEqual([3, 1]);
    expect(productsInTab(list, 'concept').map((p) => p.id)).toEqual([2]);
  });
});

describe('cardPriceText', () => {
  it('shows the price minus the discount for available soups', () => {
    expect(cardPriceText(product())).toBe('€ 4,00');
  });
  it('shows Sold and Preview by status', () => {
    expect(cardPriceText(product({ status: 'niet_beschikbaar', label: 'Sold' }))).toBe('Sold');
    expect(cardPriceText(product({ status: 'concept', label: 'Preview' }))).toBe('Preview');
  });
});

describe('pictures', () => {
  it('finds the neighbour to swap with', () => {
    expect(swapPartner(pictures, 'b', -1)).toBe('a');
    expect(swapPartner(pictures, 'b', 1)).toBe('c');
    expect(swapPartner(pictures, 'a', -1)).toBeNull();
    expect(swapPartner(pictures, 'c', 1)).toBeNull();
    expect(swapPartner(pictures, 'x', 1)).toBeNull();
  });

  it('rounds and clamps the crop box to the picture', () => {
    expect(cropFields({ x: 10.4, y: 0.6, width: 99.5, height: 99.5 }, { width: 200, height: 100 })).toEqual({
      foto_x: '10',
      foto_y: '1',
      foto_width: '100',
      foto_height: '99',
    });
    expect(cropFields({ x: -3, y: -1, width: 500, height: 500 }, { width: 300, height: 200 })).toEqual({
      foto_x: '0',
      foto_y: '0',
      foto_width: '300',
      foto_height: '200',
    });
  });

  it('names a picture after its file', () => {
    expect(pictureNameFromFile('zomer-soep.jpg')).toBe('zomer-soep');
    expect(pictureNameFromFile('.png')).toBe('.png');
    expect(pictureNameFromFile('foto')).toBe('foto');
  });
});

describe('the edit form', () => {
  it('shows cents with a decimal comma and no discount as empty', () => {
    expect(centsToInput(450)).toBe('4,50');
    expect(centsToInput(123456)).toBe('1.234,56');
    expect(formFromProduct(product({ korting: 0 })).korting).toBe('');
    expect(formFromProduct(product()).prijs).toBe('4,50');
  });

  it('sends the typed amounts, an empty discount as 0', () => {
    const form = { ...formFromProduct(product({ korting: 0 })), naam: ' Soep ', prijs: ' 4.5 ' };
    expect(payloadFromForm(form)).toEqual({
      naam: 'Soep',
      status: 'beschikbaar',
      prijs: '4.5',
      korting: '0',
      omschrijving: '<p>Lekker</p>',
      visible: true,
    });
  });

  it('is dirty only when something really changed', () => {
    const initial = formFromProduct(product());
    expect(isFormDirty(initial, { ...initial })).toBe(false);
    expect(isFormDirty(initial, { ...initial, prijs: '4.50' })).toBe(false);
    expect(isFormDirty(initial, { ...initial, prijs: '4,75' })).toBe(true);
    expect(isFormDirty(initial, { ...initial, naam: 'Andere soep' })).toBe(true);
    expect(isFormDirty(initial, { ...initial, status: 'concept' })).toBe(true);
    expect(isFormDirty(initial, { ...initial, omschrijving: '<p>Anders</p>' })).toBe(true);
    const empty = { ...initial, omschrijving: '' };
    expect(isFormDirty(empty, { ...empty, omschrijving: '<p></p>' })).toBe(false);
  });

  it('previews the total while typing', () => {
    expect(previewTotal('4,50', '0,50')).toBe(400);
    expect(previewTotal('4,50', '')).toBe(450);
    expect(previewTotal('4,5x', '')).toBeNull();
  });
});

describe('normaliseEuroText', () => {
  it('keeps the comma after leaving a money field', () => {
    expect(normaliseEuroText('0,5')).toBe('0,50');
    expect(normaliseEuroText('1')).toBe('1,00');
    expect(normaliseEuroText('€ 2,5')).toBe('2,50');
    expect(normaliseEuroText('1.234,5')).toBe('1.234,50');
    expect(normaliseEuroText('')).toBe('');
    expect(normaliseEuroText('twee')).toBe('twee');
  });
});
