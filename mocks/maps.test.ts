/** The mock reverse geocoder answers like Google's for the cases the header's texts need (SPEC §7, §8). */
import { describe, expect, it } from 'vitest';
import { cityFromGeocode, reverseGeocode } from '../src/api/maps';
import { answerOf } from '../src/test/answerOf';
import { callMock } from '../src/test/mockCall';

describe('mock reverse geocoding', () => {
  it('names the nearest Delhi NCR city as the locality', async () => {
    const answer = await answerOf(reverseGeocode(28.46, 77.03));
    expect(answer.status).toBe('OK');
    expect(cityFromGeocode(answer)).toBe('Gurgaon');
  });

  it('names only the district of a point outside the cities (no locality), which the header falls back to', async () => {
    const answer = await answerOf(reverseGeocode(28.1, 77.0));
    expect(answer.status).toBe('OK');
    const types = answer.results![0].address_components.flatMap((part) => part.types);
    expect(types).not.toContain('locality');
    expect(types).toContain('administrative_area_level_2');
    expect(cityFromGeocode(answer)).toBe('Gurugram');
  });

  it('finds nothing near (0,0)', async () => {
    const { body } = await callMock('reverseGeocode', { query: { latlng: '0.2,0.3', key: 'test' } });
    expect(body).toEqual({ status: 'ZERO_RESULTS', results: [] });
    expect(await reverseGeocode(0.2, 0.3)).toMatchObject({ kind: 'refused', status: 'ZERO_RESULTS' });
  });

  it('answers open sea with a place that has no city or district', async () => {
    const answer = await answerOf(reverseGeocode(-65, 20));
    expect(answer.status).toBe('OK');
    expect(answer.results).toHaveLength(1);
    expect(answer.results![0].formatted_address).toBe('Southern Ocean');
    expect(cityFromGeocode(answer)).toBeNull();
  });
});
