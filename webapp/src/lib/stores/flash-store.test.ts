import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLASH_DURATION, showFlash, useFlashStore } from './flash-store';

describe('flash store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    useFlashStore.getState().hide();
    vi.useRealTimers();
  });

  it('shows a plain string in green for 2.5 seconds', () => {
    showFlash('Variabelen opgeslagen');
    expect(useFlashStore.getState().flash).toMatchObject({
      message: 'Variabelen opgeslagen',
      color: 'green',
      duration: DEFAULT_FLASH_DURATION,
    });
    expect(DEFAULT_FLASH_DURATION).toBe(2500);

    vi.advanceTimersByTime(2499);
    expect(useFlashStore.getState().flash).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(useFlashStore.getState().flash).toBeNull();
  });

  it('uses a given colour and duration', () => {
    showFlash('U bent niet ingelogd. Log in om verder te gaan.', { color: 'red', duration: 5000 });
    vi.advanceTimersByTime(4000);
    expect(useFlashStore.getState().flash?.color).toBe('red');
    vi.advanceTimersByTime(1000);
    expect(useFlashStore.getState().flash).toBeNull();
  });

  it('a new message replaces the old one and gets its own full duration', () => {
    showFlash('eerste', { duration: 1000 });
    vi.advanceTimersByTime(800);
    showFlash('tweede', { duration: 1000 });
    vi.advanceTimersByTime(500);
    expect(useFlashStore.getState().flash?.message).toBe('tweede');
    vi.advanceTimersByTime(500);
    expect(useFlashStore.getState().flash).toBeNull();
  });

  it('closing by hand hides only the current message', () => {
    showFlash('eerste');
    const first = useFlashStore.getState().flash?.id;
    showFlash('tweede');
    useFlashStore.getState().hide(first);
    expect(useFlashStore.getState().flash?.message).toBe('tweede');
    useFlashStore.getState().hide(useFlashStore.getState().flash?.id);
    expect(useFlashStore.getState().flash).toBeNull();
  });
});
