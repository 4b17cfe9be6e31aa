/** The static catalogue of SPEC §3: 42 services in their category ranges, real prices and no copied texts. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTERS, HERO_SLIDES } from '../home';
import { MOST_BOOKED_SERVICES, POPULAR_SERVICES } from '../homeLower';
import { CATALOGUE, categoryName, findService, relatedServices } from '.';
import { CATALOGUE_CATEGORIES } from './categories';

describe('static service catalogue', () => {
  it('has the 42 ids 1..42, each once', () => {
    expect(CATALOGUE.map((s) => s.id)).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
  });

  it('puts every service in the id range of its category', () => {
    for (const category of CATALOGUE_CATEGORIES.filter((c) => c.ids)) {
      const [first, last] = category.ids!;
      const ids = CATALOGUE.filter((s) => s.category === category.id).map((s) => s.id);
      expect(ids, category.name).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
    }
  });

  it('names the ten categories of the spec, All Services first, each with an icon', () => {
    expect(CATALOGUE_CATEGORIES.map((c) => [c.id, c.name])).toEqual([
      ['all', 'All Services'],
      ['salon-spa', 'Salon, Spa & Massage'],
      ['cleaning', 'Cleaning & Pest Control'],
      ['repairs', 'Home Repairs'],
      ['appliance', 'AC & Appliance Repair'],
      ['painting', 'Painting & Renovation'],
      ['moving', 'Shifting & Moving'],
      ['vehicle', 'Vehicle Services'],
      ['interior', 'Home Interior'],
      ['wellness', 'Personal & Wellness'],
    ]);
    expect(CATALOGUE_CATEGORIES.every((c) => c.icon.length > 0)).toBe(true);
  });

  it('prices from $19 (Salon for Men) to $1999 (Home Construction), shown as "Starts at $N"', () => {
    const prices = CATALOGUE.map((s) => s.basePrice);
    expect(Math.min(...prices)).toBe(19);
    expect(Math.max(...prices)).toBe(1999);
    expect(CATALOGUE.filter((s) => s.basePrice === 19).map((s) => s.name)).toEqual(['Salon for Men']);
    expect(CATALOGUE.filter((s) => s.basePrice === 1999).map((s) => s.name)).toEqual(['Home Construction']);
    for (const s of CATALOGUE) expect(s.price).toBe(`Starts at $${s.basePrice}`);
  });

  it('gives every service its own texts: no description, inclusion, exclusion or FAQ is copied', () => {
    const seen = new Map<string, number>();
    const duplicates: string[] = [];
    for (const s of CATALOGUE) {
      const texts = [
        s.name,
        s.description,
        s.longDescription,
        ...s.inclusions,
        ...s.exclusions,
        ...s.faqs.flatMap((f) => [f.question, f.answer]),
      ];
      for (const text of texts) {
        if (seen.has(text) && seen.get(text) !== s.id) duplicates.push(`${text} (${seen.get(text)} and ${s.id})`);
        seen.set(text, s.id);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('has complete content: texts, inclusions, exclusions, FAQs, rating and a local image that exists', () => {
    for (const s of CATALOGUE) {
      expect(s.description.length, s.name).toBeGreaterThan(40);
      expect(s.longDescription.length, s.name).toBeGreaterThan(s.description.length);
      expect(s.inclusions.length, s.name).toBeGreaterThanOrEqual(3);
      expect(s.exclusions.length, s.name).toBeGreaterThanOrEqual(2);
      expect(s.faqs.length, s.name).toBeGreaterThanOrEqual(2);
      expect(s.rating).toBeGreaterThanOrEqual(1);
      expect(s.rating).toBeLessThanOrEqual(5);
      expect(s.reviews).toBeGreaterThan(0);
      expect(s.image).toMatch(/^\/images\/.+\.svg$/);
      expect(existsSync(resolve('public', `.${s.image}`)), s.image).toBe(true);
      expect(JSON.stringify(s)).not.toMatch(/lorem|ipsum/i);
    }
  });

  it('has the services the home page links to, in the category its card names', () => {
    const cards = [...POPULAR_SERVICES, ...MOST_BOOKED_SERVICES];
    for (const card of cards) {
      const service = findService(card.id);
      expect(service, card.name).toBeTruthy();
      expect(categoryName(service!.category), card.name).toBe(card.category);
    }
    const links = [...HERO_SLIDES.map((s) => s.cta.to), ...POSTERS.map((p) => p.to)].filter((to) =>
      to.startsWith('/service/'),
    );
    for (const to of links) expect(findService(Number(to.split('/').pop())), to).toBeTruthy();
  });

  it('relates at most three other services of the same category', () => {
    const salon = findService(1)!;
    expect(relatedServices(salon).map((s) => s.id)).toEqual([2, 3, 4]);
    const moving = findService(28)!;
    expect(relatedServices(moving).map((s) => s.id)).toEqual([29]);
    expect(findService(43)).toBeUndefined();
  });
});
