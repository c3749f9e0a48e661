import { Outlet } from 'react-router';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import './publicLayout.css';

/** Built without antd (plain React and CSS in antd's look), so the home page loads none. */
export function PublicLayout() {
  return (
    <div className="site">
      <SiteHeader />
      <main className="site-content">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
