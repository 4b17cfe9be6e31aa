import { endpointNames, endpoints, endpointUrl, type EndpointName } from '../api/endpoints';
import { CATALOGUE_READS, isCatalogueRead } from './cachePolicy';

/** A read that carries nothing personal: a GET without a bearer token or cookies. */
const isAnonymousRead = (name: EndpointName): boolean => {
  const def: { method: string; bearer?: string; credentials?: string } = endpoints[name];
  return def.method === 'GET' && !def.bearer && !def.credentials;
};

const ORIGIN = 'https://homeease.example';
const at = (name: (typeof endpointNames)[number]) => new URL(endpointUrl(name), ORIGIN).href;

describe('the service worker cache policy', () => {
  // A new endpoint is network-only until it is added to CATALOGUE_READS here and there, on purpose.
  it('keeps exactly the three public catalogue reads, and no other call of the endpoint table', () => {
    const kept = endpointNames.filter((name) => isCatalogueRead({ method: 'GET', url: at(name) }, ORIGIN));
    expect(kept).toEqual(['listCategories', 'getSubcategories', 'listServices']);
  });

  it('keeps only anonymous GETs: no call with a token, a cookie or a body', () => {
    for (const name of CATALOGUE_READS) expect(isAnonymousRead(name), name).toBe(true);
    expect(isAnonymousRead('vendorData')).toBe(false);
    expect(isAnonymousRead('viewCategory')).toBe(false);
    expect(isAnonymousRead('login')).toBe(false);
  });

  it('matches a catalogue read whatever its query, and only as a GET of this origin', () => {
    const services = at('listServices');
    expect(isCatalogueRead({ method: 'GET', url: `${services}?category_id=3&page=2` }, ORIGIN)).toBe(true);
    expect(isCatalogueRead({ method: 'POST', url: services }, ORIGIN)).toBe(false);
    expect(isCatalogueRead({ method: 'GET', url: services.replace(ORIGIN, 'https://evil.example') }, ORIGIN)).toBe(
      false,
    );
    expect(isCatalogueRead({ method: 'GET', url: `${services}/x` }, ORIGIN)).toBe(false);
  });

  it('never keeps the customer, booking, admin or vendor calls', () => {
    for (const name of [
      'login',
      'validateSession',
      'createBooking',
      'vendorData',
      'adminLogin',
      'reverseGeocode',
    ] as const)
      for (const method of ['GET', 'POST'])
        expect(isCatalogueRead({ method, url: at(name) }, ORIGIN), `${method} ${name}`).toBe(false);
  });
});
