// Spec: before every navigation all field validation errors are cleared and the page scrolls to the top.
// Runs in the root layout before the new page is painted; on a new path the focus moves to the main content
// so screen-reader users hear the new page.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { clearAllFieldErrors } from '../lib/stores/field-errors-store';

export const MAIN_CONTENT_ID = 'main-content';

export function useNavigationReset(): void {
  const { key, pathname } = useLocation();
  const previousPath = useRef<string | null>(null);

  useLayoutEffect(() => {
    clearAllFieldErrors();
    window.scrollTo(0, 0);
  }, [key]);

  useLayoutEffect(() => {
    if (previousPath.current !== null && previousPath.current !== pathname) {
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    }
    previousPath.current = pathname;
  }, [pathname]);
}
