// The root of every page: the flash banner and the per-navigation reset; public and admin layouts nest below.
import { Outlet } from 'react-router';
import { FlashBanner } from '../components/flash-banner';
import { useNavigationReset } from './use-navigation-reset';

export function RootLayout() {
  useNavigationReset();
  return (
    <>
      <FlashBanner />
      <Outlet />
    </>
  );
}
