// The public main menu, exactly as the spec lists it (Admin only when logged in).

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuGroup {
  label: string;
  links: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'links' in entry;
}

export const MAIN_MENU: readonly MenuEntry[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Over ons',
    links: [
      { label: 'Wie wij zijn', to: '/over-ons' },
      { label: 'Visie', to: '/over-ons/visie' },
      { label: 'Geschiedenis', to: '/over-ons/geschiedenis' },
      { label: 'Grondsteenspreuk', to: '/over-ons/grondsteenspreuk' },
      { label: 'Onze woorden', to: '/over-ons/onze-woorden' },
      { label: 'Organisatie', to: '/over-ons/organisatie' },
      { label: 'Klachtenprocedure', to: '/klachtenprocedure' },
    ],
  },
  { label: 'Dagprogramma', to: '/dagprogramma' },
  { label: 'Beschermd Wonen', to: '/beschermd-wonen' },
  { label: 'Beschut Wonen', to: '/beschut-wonen' },
  {
    label: 'Werkplaatsen',
    links: [
      { label: 'Alle werkplaatsen', to: '/werkplaatsen' },
      { label: 'Sport en spel', to: '/werkplaatsen/sport-en-spel' },
      { label: 'Het leerhuis', to: '/werkplaatsen/het-leerhuis' },
      { label: 'Horeca', to: '/werkplaatsen/horeca' },
      { label: 'Buiten', to: '/werkplaatsen/buiten' },
      { label: 'Kunst', to: '/werkplaatsen/kunst' },
      { label: 'Huis en haard', to: '/werkplaatsen/huis-en-haard' },
    ],
  },
  { label: 'Dagelijkse soep', to: '/dagelijkse-soep' },
  {
    label: 'Meedoen',
    links: [
      { label: 'Doe mee', to: '/meedoen' },
      { label: 'Werken bij', to: '/meedoen/werken-bij' },
      { label: 'Stage lopen', to: '/meedoen/stage-lopen' },
      { label: 'Vrijwilligers', to: '/meedoen/vrijwilligers' },
      { label: 'Woongemeenschap', to: '/meedoen/woongemeenschap' },
      { label: 'Donaties', to: '/meedoen/donaties' },
      { label: 'Vrienden van', to: '/meedoen/vrienden-van' },
    ],
  },
  { label: 'Contact', to: '/contact' },
];

export const ADMIN_LINK: MenuLink = { label: 'Admin', to: '/admin' };

export function mainMenu(loggedIn: boolean): readonly MenuEntry[] {
  return loggedIn ? [...MAIN_MENU, ADMIN_LINK] : MAIN_MENU;
}

/** Whether the current path belongs to a menu entry (a group is active when one of its pages is). */
export function isActiveEntry(entry: MenuEntry, pathname: string): boolean {
  const matches = (to: string) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`));
  return isMenuGroup(entry) ? entry.links.some((link) => matches(link.to)) : matches(entry.to);
}
