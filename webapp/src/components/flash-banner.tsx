// The flash banner at the top of every page, with a close icon; it closes itself after its duration. Both live
// regions (status for green and blue, alert for red and orange) are always in the page and the message is put
// inside one of them, so screen readers announce it also when it arrives together with a new page (a region
// inserted with its text already in it is often not read).
import { CloseButton } from '@mantine/core';
import { type FlashMessage, useFlashStore } from '../lib/stores/flash-store';
import classes from './flash-banner.module.css';

export function FlashBanner() {
  const flash = useFlashStore((state) => state.flash);
  const urgent = flash !== null && (flash.color === 'red' || flash.color === 'orange');
  return (
    <>
      <div className={classes.region} role="status">
        {flash && !urgent && <Banner flash={flash} />}
      </div>
      <div className={classes.region} role="alert">
        {flash && urgent && <Banner flash={flash} />}
      </div>
    </>
  );
}

function Banner({ flash }: { flash: FlashMessage }) {
  const hide = useFlashStore((state) => state.hide);
  return (
    <div className={`${classes.banner} ${classes[flash.color]}`} data-testid="flash-banner">
      <p className={classes.message}>{flash.message}</p>
      <CloseButton aria-label="Melding sluiten" onClick={() => hide(flash.id)} c="inherit" />
    </div>
  );
}
