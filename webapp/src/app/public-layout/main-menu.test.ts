import { describe, expect, it } from 'vitest';
import { isActiveEntry, isMenuGroup, MAIN_MENU, mainMenu } from './main-menu';

describe('main menu', () => {
  it('has the spec’s entries in order, Admin only when logged in', () => {
    const expected = [
      'Home',
      'Over ons',
      'Dagprogramma',
      'Beschermd Wonen',
      'Beschut Wonen',
      'Werkplaatsen',
      'Dagelijkse soep',
      'Meedoen',
      'Contact',
    ];
    expect(mainMenu(false).map((entry) => entry.label)).toEqual(expected);
    expect(mainMenu(true).map((entry) => entry.label)).toEqual([...expected, 'Admin']);
  });

  it('has dropdowns for Over ons, Werkplaatsen and Meedoen', () => {
    const groups = MAIN_MENU.filter(isMenuGroup);
    expect(groups.map((group) => group.label)).toEqual(['Over ons', 'Werkplaatsen', 'Meedoen']);
    expect(groups[0]?.links.map((link) => link.label)).toEqual([
      'Wie wij zijn',
      'Visie',
      'Geschiedenis',
      'Grondsteenspreuk',
      'Onze woorden',
      'Organisatie',
      'Klachtenprocedure',
    ]);
  });

  it('links every overview page (Over ons, Werkplaatsen, Meedoen) from its dropdown', () => {
    const targets = MAIN_MENU.filter(isMenuGroup).flatMap((group) => group.links.map((link) => link.to));
    for (const overview of ['/over-ons', '/werkplaatsen', '/meedoen']) expect(targets).toContain(overview);
  });

  it('marks the entry of the current page as active', () => {
    const [home, overOns] = MAIN_MENU;
    if (!home || !overOns) throw new Error('menu is empty');
    expect(isActiveEntry(home, '/')).toBe(true);
    expect(isActiveEntry(home, '/contact')).toBe(false);
    expect(isActiveEntry(overOns, '/over-ons/visie')).toBe(true);
    expect(isActiveEntry(overOns, '/over-ons')).toBe(true);
    expect(isActiveEntry(overOns, '/klachtenprocedure')).toBe(true);
    expect(isActiveEntry(overOns, '/dagprogramma')).toBe(false);
  });
});
