import { useCallback, useEffect, useState } from 'react';
import { ADMIN_NAV, type AdminNavGroup } from '../../../content/adminNav';

const DESKTOP = '(min-width: 992px)';
const isDesktop = () => window.matchMedia?.(DESKTOP).matches ?? true;

const groupOf = (pathname: string): AdminNavGroup | undefined => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return ADMIN_NAV.find((group) => group.links.some((link) => path === link.to || path.startsWith(`${link.to}/`)));
};

/** Open at 992 px and wider, closed below, following the window; closing it collapses every group. */
export function useAdminSidebar(pathname: string) {
  const [open, setOpen] = useState(isDesktop);
  // The group of the page we open on starts expanded, when the sidebar shows.
  const [expanded, setExpanded] = useState<string[]>(() => {
    const group = groupOf(pathname);
    return group && isDesktop() ? [group.id] : [];
  });

  const setSidebar = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) setExpanded([]);
  }, []);

  useEffect(() => {
    const query = window.matchMedia?.(DESKTOP);
    if (!query) return;
    const follow = () => setSidebar(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [setSidebar]);

  const toggleGroup = (id: string) =>
    setExpanded((current) => (current.includes(id) ? current.filter((g) => g !== id) : [...current, id]));

  // On a phone the sidebar lies over the page: following a link closes it.
  const afterNavigate = () => {
    if (!isDesktop()) setSidebar(false);
  };

  return { open, setSidebar, expanded, toggleGroup, afterNavigate };
}
