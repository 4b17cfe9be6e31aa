import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recipeCsp, rumOrigin } from './previewCsp';

const recipe = readFileSync('deploy/nginx.conf', 'utf8');

describe("the preview's CSP, read from deploy/nginx.conf", () => {
  it("is the app's policy of the recipe, Trusted Types enforced", () => {
    const policy = recipeCsp(recipe);
    expect(policy).toMatch(/^default-src 'self'; script-src 'self';/);
    expect(policy).toContain("require-trusted-types-for 'script'; trusted-types homeease");
    expect(policy).not.toContain('sandbox'); // not the uploads' policy
  });

  it('names the collector of a build made with VITE_RUM_URL on another origin, as envsubst renders RUM_ORIGIN', () => {
    expect(recipeCsp(recipe, 'https://rum.example.in')).toContain(
      "connect-src 'self' https://maps.googleapis.com https://rum.example.in;",
    );
    expect(recipeCsp(recipe)).not.toContain('${');
    expect(rumOrigin('https://rum.example.in/collect?k=1')).toBe('https://rum.example.in');
    expect(rumOrigin('/rum')).toBe('');
    expect(rumOrigin(undefined)).toBe('');
  });

  it('fails loudly when the recipe has no such map', () => {
    expect(() => recipeCsp('server {}')).toThrow(/homeease_csp/);
  });
});
