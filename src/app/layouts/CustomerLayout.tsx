import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../../features/site/SiteFooter';
import { SiteHeader } from '../../features/site/SiteHeader';

export default function CustomerLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
