// The flash banner at the top of every page, with a close icon; it closes itself after its duration. Both live
// regions (status for green and blue, alert for red and orange) are always in the page and the message is put
// inside one of them, so screen readers announce it also when it arrives together with a new page (a region
// inserted with its text already in it is often not read).
import { CloseButton } from '@mantine/core';
import { useFlashStore } from '../lib/stores/flash-store';
import classes from './flash-banner.module.css';

export function FlashBanner() {
  const flash = useFlashStore((state) => state.flash);
  const hide = useFlashStore((state) => state.hide);
  const urgent = flash?.color === 'red' || flash?.color === 'orange';
  const banner = flash && (
    <div className={`${classes.banner} ${classes[flash.color]}`} data-testid="flash-banner">
      <p className={classes.message}>{flash.message}</p>
      <CloseButton aria-label="Melding sluiten" onClick={() => hide(flash.id)} c="inherit" />
    </div>
  );
  return (
    <>
      <div className={classes.region} role="status">
        {!urgent && banner}
      </div>
      <div className={classes.region} role="alert">
        {urgent && banner}
      </div>
    </>
  );
}
