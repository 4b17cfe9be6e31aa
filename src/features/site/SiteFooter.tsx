import { lazy } from 'react';
import { WhenNear } from '../../components/WhenNear';

const SiteFooterContent = lazy(() => import('./SiteFooterContent'));

/**
 * Customer site footer (SPEC §2.1). Its many links are a chunk of their own, loaded once the end of the page
 * comes near the screen (at once on short pages), so the home page's first download stays within budget.
 */
export function SiteFooter() {
  return (
    <WhenNear rootMargin="800px 0px" placeholderClassName="site-footer-placeholder">
      <SiteFooterContent />
    </WhenNear>
  );
}
