import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  changedKeys,
  closedMessageWillBeEmptied,
  groupByCategory,
  initialValues,
  placeholdersFor,
  savePayload,
  type SettingsVariable,
  unreadableTimes,
} from './settings-form';

const variable = (key: string, type: SettingsVariable['type'], category: string, value: string | number) => ({
  key,
  value,
  name: key,
  type,
  category,
  options: null,
});

const variables: SettingsVariable[] = [
  variable('website_open', 'switch', 'website_open', 1),
  variable('soep_pickup_begin', 'timepicker', 'soep_bezorgen_en_ophalen', '12:00'),
  variable('kor', 'switch', 'soep_emails', 0),
  variable('over_ons_tekst', 'editor', 'over_ons', '<p>Hallo</p>'),
];

describe('groupByCategory', () => {
  it('keeps the server order, adds unknown categories at the end and skips empty ones', () => {
    const groups = groupByCategory(variables, ['soep_emails', 'website_open', 'soep_bezorgen_en_ophalen', 'vacatures']);
    expect(groups.map((group) => group.category)).toEqual([
      'soep_emails',
      'website_open',
      'soep_bezorgen_en_ophalen',
      'over_ons',
    ]);
    expect(groups[3]?.label).toBe('Over ons');
    expect(categoryLabel('vacatures')).toBe('Vacatures');
  });
});

describe('values and payloads', () => {
  it('turns 1/0 into switches and back, and sends only the card’s keys', () => {
    const values = initialValues(variables.slice(0, 2));
    expect(values).toEqual({ website_open: true, soep_pickup_begin: '12:00' });
    expect(savePayload('website_open', { website_open: false })).toEqual({ category: 'website_open', website_open: 0 });
    expect(changedKeys(values, { ...values, soep_pickup_begin: '12:30' })).toEqual(['soep_pickup_begin']);
  });

  it('warns that a short closed message will be emptied', () => {
    expect(closedMessageWillBeEmptied('Dicht')).toBe(true);
    expect(closedMessageWillBeEmptied('')).toBe(false);
    expect(closedMessageWillBeEmptied('Wij zijn gesloten')).toBe(false);
  });
});

describe('placeholdersFor', () => {
  const names = (key: string) => (placeholdersFor(key) ?? []).map((placeholder) => placeholder.name);

  it('gives each mail text its own placeholders, and none to other variables', () => {
    expect(names('email_tekst_bestelling')).toContain('bestelnummer');
    expect(names('email_tekst_bestelling')).not.toContain('donatie_bedrag');
    expect(names('email_tekst_bestelling_geannuleerd')).toContain('bestelnummer');
    expect(names('email_tekst_donatie')).toEqual(expect.arrayContaining(['donatie_bedrag', 'datum', 'name']));
    expect(names('email_tekst_donatie')).not.toContain('bestelnummer');
    expect(names('email_tekst_wachtlijst')).toEqual(expect.arrayContaining(['name', 'soep', 'dag', 'porties']));
    expect(names('email_tekst_wachtlijst')).not.toContain('tot');
    expect(names('email_tekst_wachtlijst_aanbod')).toContain('tot');
    expect(placeholdersFor('home_dagelijksesoep_tekst')).toBeNull();
    expect(placeholdersFor('soep_emails')).toBeNull();
  });
});

describe('unreadableTimes', () => {
  it('names every time field that cannot be read, and no empty or readable one', () => {
    const times = [
      variable('soep_pickup_begin', 'timepicker', 'soep_bezorgen_en_ophalen', ''),
      variable('soep_pickup_end', 'timepicker', 'soep_bezorgen_en_ophalen', ''),
      variable('soep_delivery_begin', 'timepicker', 'soep_bezorgen_en_ophalen', ''),
      variable('website_closed_message', 'input', 'website_open', ''),
    ];
    const values = { soep_pickup_begin: '25:99', soep_pickup_end: 'straks', soep_delivery_begin: '11:30', website_closed_message: 'x' };
    expect(unreadableTimes(times, values)).toEqual(['soep_pickup_begin', 'soep_pickup_end']);
    expect(unreadableTimes(times, { ...values, soep_pickup_begin: ' ', soep_pickup_end: '1130' })).toEqual([]);
  });
});
