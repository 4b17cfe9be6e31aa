/** The browser's position as a promise, and which failure a geolocation error is. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPosition, GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS, positionErrorCode } from './geolocation';

afterEach(() => vi.unstubAllGlobals());

// SPEC §7/§9 written out, not the constants: the screens that ask for a position pass these two on.
it('gives the browser 10 s to find the position, and takes one up to 5 minutes old', () => {
  expect(GEOLOCATION_TIMEOUT_MS).toBe(10 * 1000);
  expect(GEOLOCATION_MAX_AGE_MS).toBe(5 * 60 * 1000);
});

describe('currentPosition', () => {
  it("rejects with 'unsupported' where the browser has no geolocation", async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const error = await currentPosition().catch((e: unknown) => e);
    expect(positionErrorCode(error)).toBe('unsupported');
  });

  it("asks the browser with the caller's options and resolves with its position", async () => {
    const position = { coords: { latitude: 28.6, longitude: 77.2 } };
    const getCurrentPosition = vi.fn((ok: (p: unknown) => void, _fail: unknown, _options?: PositionOptions) =>
      ok(position),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const options = { timeout: 10_000, maximumAge: 300_000 };
    await expect(currentPosition(options)).resolves.toBe(position);
    expect(getCurrentPosition.mock.calls[0]![2]).toBe(options);
  });

  it("rejects with the browser's error", async () => {
    const denied = { code: 1, message: 'User denied Geolocation' };
    const getCurrentPosition = vi.fn((_ok: unknown, fail: (e: unknown) => void) => fail(denied));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await expect(currentPosition()).rejects.toBe(denied);
  });
});

describe('positionErrorCode', () => {
  it("is the browser's code (1 denied, 2 unavailable, 3 timeout)", () => {
    expect(positionErrorCode({ code: 1 })).toBe(1);
    expect(positionErrorCode({ code: 3 })).toBe(3);
  });

  it("is 'unsupported' only for that error, and null for anything without a numeric code", () => {
    expect(positionErrorCode(new Error('unsupported'))).toBe('unsupported');
    expect(positionErrorCode(new Error('other'))).toBeNull();
    expect(positionErrorCode({ code: '1' })).toBeNull();
    expect(positionErrorCode(null)).toBeNull();
    expect(positionErrorCode(undefined)).toBeNull();
  });
});
