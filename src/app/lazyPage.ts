import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

type PageModule = { default: ComponentType };

/** A route whose page is its own chunk: a visitor downloads a page only when they open it. */
export const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A titled page for a screen a later issue builds; the title shows in the page and the tab. */
export const placeholder = (title: string): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title },
  ...page(() => import('../features/errors/PlaceholderPage')),
});
