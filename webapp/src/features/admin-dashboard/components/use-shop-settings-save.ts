// Saving one change of the shop panel: POST save_variables, the server's green toast, the app's settings reloaded.
import { useState } from 'react';
import { ValidationError } from '../../../lib/api-errors';
import { findVariable, settingsQuery } from '../../../lib/settings';
import { showToast } from '../../../lib/toast';
import { saveVariables } from '../api/settings';
import {
  CHECK_FIELD,
  clientValueOf,
  SAVED_FALLBACK,
  type SavePayload,
  saveFailureMessage,
  type ShopKey,
  type ShopSettings,
} from '../shop-settings';

export interface ShopSettingsSave {
  /** What the server holds now (after this panel's saves). */
  saved: ShopSettings;
  /** Whether a save of this variable is under way (different variables may save at the same time). */
  isSaving: (key: ShopKey) => boolean;
  /** Saves one change; resolves to whether it worked. */
  save: (key: ShopKey, payload: SavePayload, stored: Partial<ShopSettings>) => Promise<boolean>;
}

export function useShopSettingsSave(initial: ShopSettings): ShopSettingsSave {
  const [saved, setSaved] = useState(initial);
  const [saving, setSaving] = useState<ReadonlySet<ShopKey>>(new Set());
  const mark = (key: ShopKey, busy: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });

  async function save(key: ShopKey, payload: SavePayload, stored: Partial<ShopSettings>): Promise<boolean> {
    mark(key, true);
    try {
      const answer = await saveVariables(payload);
      setSaved((current) => ({ ...current, ...stored }));
      showToast(answer?.message || SAVED_FALLBACK, { color: 'green', duration: 2500 });
      const value = stored[key];
      if (value !== undefined) refreshAppSettings(key, clientValueOf(value)).catch(() => undefined);
      return true;
    } catch (error) {
      if (error instanceof ValidationError) {
        // Spec doc 2 section 8: a refused settings save shows the server's message in a red snackbar for 10 s.
        showToast(error.message || CHECK_FIELD, { color: 'red', duration: 10_000 });
      } else {
        const message = saveFailureMessage(error);
        if (message) showToast(message, { color: 'red', duration: 4000 });
      }
      return false;
    } finally {
      mark(key, false);
    }
  }

  return { saved, isSaving: (key) => saving.has(key), save };
}

/**
 * The app's own settings (shop pages, menus) must see the change too. A reload already under way may have started
 * before this save, so reload once more when the answer does not show the saved value yet.
 */
async function refreshAppSettings(key: ShopKey, expected: string | number): Promise<void> {
  const settings = await settingsQuery.reload();
  if (findVariable(settings, key) !== expected) await settingsQuery.reload();
}
