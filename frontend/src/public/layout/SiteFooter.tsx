import { Link } from 'react-router';
import { brandName } from '@/app/brand';
import { useGetProviderQuery } from '@/features/site/siteApi';
import { footerLinks } from './siteLinks';

export function SiteFooter() {
  const { data: provider } = useGetProviderQuery();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div>
        <div>
          © {new Date().getFullYear()} {provider?.name ?? brandName}
        </div>
        {provider && (
          <div className="site-footer-contact">
            <a href={`mailto:${provider.email}`}>{provider.email}</a> · {provider.phone}
          </div>
        )}
      </div>
      <nav className="site-footer-links" aria-label="About this site">
        {footerLinks.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
    </footer>
  );
}
