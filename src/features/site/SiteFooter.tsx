import { lazy } from 'react';
import { WhenNear } from '../../components/WhenNear';

const SiteFooterContent = lazy(() => import('./SiteFooterContent'));

/** Its many links are a chunk of their own, loaded near the end of the page, to keep the home page's budget. */
export function SiteFooter() {
  return (
    <WhenNear rootMargin="800px 0px" placeholderClassName="site-footer-placeholder">
      <SiteFooterContent />
    </WhenNear>
  );
}
