// The flash banner at the top of every page, with a close icon; it closes itself after its duration. Both live
// regions (status for green and blue, alert for red and orange) are always in the page and the message is put
// inside one of them, so screen readers announce it also when it arrives together with a new page (a region
// inserted with its text already in it is often not read).
//
// A message that is there before the regions are (set before the app's first render, as the donation's thanks by
// the thank-you page's loader, decision 0125) is drawn at once in a plain holder in the same place, and moved into its
// region once the regions have been in the page a moment (decision 0129): the move is an addition to a live region,
// which screen readers read, and nothing on screen moves.
import { CloseButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFlashStore } from '../lib/stores/flash-store';
import classes from './flash-banner.module.css';

/** How long the live regions are in the page before a message that came with it goes into one. */
export const REGIONS_SETTLE_MS = 500;

export function FlashBanner() {
  const flash = useFlashStore((state) => state.flash);
  const hide = useFlashStore((state) => state.hide);
  const [regionsSettled, setRegionsSettled] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setRegionsSettled(true), REGIONS_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
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
        {regionsSettled && !urgent && banner}
      </div>
      <div className={classes.region} role="alert">
        {regionsSettled && urgent && banner}
      </div>
      {!regionsSettled && banner && <div className={classes.region}>{banner}</div>}
    </>
  );
}
