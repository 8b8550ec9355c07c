// The flash banner at the top of every page, with a close icon; it closes itself after its duration.
import { CloseButton } from '@mantine/core';
import { useFlashStore } from '../lib/stores/flash-store';
import classes from './flash-banner.module.css';

export function FlashBanner() {
  const flash = useFlashStore((state) => state.flash);
  const hide = useFlashStore((state) => state.hide);
  if (!flash) return null;
  return (
    <div
      className={`${classes.banner} ${classes[flash.color]}`}
      role={flash.color === 'red' || flash.color === 'orange' ? 'alert' : 'status'}
      data-testid="flash-banner"
    >
      <p className={classes.message}>{flash.message}</p>
      <CloseButton aria-label="Melding sluiten" onClick={() => hide(flash.id)} c="inherit" />
    </div>
  );
}
