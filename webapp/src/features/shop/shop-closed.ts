// Whether the shop takes orders (the setting website_open, spec doc 1 section 2), for the shop shell, its pages and
// the 'Gesloten' modal.
import { findVariable, useSettings } from '../../lib/settings';
import { isOn } from './shop-texts';

export const DEFAULT_CLOSED_MESSAGE = 'Helaas is het op dit moment niet mogelijk om nieuwe bestellingen te plaatsen';

/** Whether the shop is closed for ordering (false while the settings load). */
export function useShopClosed(): boolean {
  const settings = useSettings().data;
  return settings !== undefined && !isOn(findVariable(settings, 'website_open'));
}
