import { http, HttpResponse } from 'msw';
import { catalogueArt } from '../../fixtures/art';
import { CATALOGUE } from '../../fixtures/catalogue';
import { config } from '../../src/api/config';
import { slugify } from '../../src/lib/slugify';
import { db } from '../db';

/** Hue of the category a seeded picture belongs to, so a category and its children share a colour. */
function seededHue(folder: string, slug: string): number | null {
  for (const category of CATALOGUE) {
    if (folder === 'categories' && slugify(category.name) === slug) return category.hue;
    for (const sub of category.subcategories) {
      if (folder === 'subcategories' && slugify(sub.name) === slug) return category.hue;
      if (folder === 'services' && sub.services.some((s) => slugify(s.name) === slug)) return category.hue;
    }
  }
  return null;
}

function titleOf(folder: string, slug: string): string {
  const rows: { slug: string; name: string }[] = db()[folder as 'categories' | 'subcategories' | 'services'];
  return rows.find((row) => row.slug === slug)?.name ?? slug.replace(/-/g, ' ');
}

/** The uploads folder the PHP server serves: files uploaded through the mock, and artwork for the seed. */
export const uploadsHandler = http.get(`${config.uploadsUrl}/:folder/:file`, ({ params }) => {
  const folder = String(params.folder);
  const name = String(params.file);
  const stored = db().files[`${folder}/${name}`];
  if (stored) {
    const bytes = Uint8Array.from(atob(stored.data), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { 'Content-Type': stored.type, 'Cache-Control': 'no-store' } });
  }
  const slug = name.replace(/\.svg$/, '');
  const hue = name.endsWith('.svg') ? seededHue(folder, slug) : null;
  if (hue === null) return new HttpResponse('Not Found', { status: 404 });
  return new HttpResponse(catalogueArt(titleOf(folder, slug), hue), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
  });
});
