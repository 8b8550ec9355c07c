// The flash banner at the top of every page: one message at a time, closing itself after its duration.
import { create } from 'zustand';

export type FlashColor = 'green' | 'red' | 'orange' | 'blue';

export interface FlashMessage {
  id: number;
  message: string;
  color: FlashColor;
  /** Milliseconds the banner stays visible. */
  duration: number;
}

export interface FlashOptions {
  color?: FlashColor;
  duration?: number;
}

/** Spec: a plain string shows for 2.5 seconds; callers pass a duration where the spec gives one. */
export const DEFAULT_FLASH_DURATION = 2500;

interface FlashState {
  flash: FlashMessage | null;
  show: (message: string, options?: FlashOptions) => void;
  hide: (id?: number) => void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export const useFlashStore = create<FlashState>()((set, get) => ({
  flash: null,
  show: (message, options = {}) => {
    const flash: FlashMessage = {
      id: nextId++,
      message,
      color: options.color ?? 'green',
      duration: options.duration ?? DEFAULT_FLASH_DURATION,
    };
    clearTimeout(timer);
    timer = setTimeout(() => get().hide(flash.id), flash.duration);
    set({ flash });
  },
  hide: (id) => {
    const current = get().flash;
    if (current && (id === undefined || current.id === id)) {
      clearTimeout(timer);
      set({ flash: null });
    }
  },
}));

/** Shows a flash banner from anywhere (also outside React). */
export function showFlash(message: string, options?: FlashOptions): void {
  useFlashStore.getState().show(message, options);
}
