/** The app's Trusted Types policy for script URLs: only its own service worker passes. */
type Rules = { createScriptURL(url: string): string };

const withTrustedTypes = () => {
  const made: { name: string; rules: Rules }[] = [];
  const factory = {
    createPolicy(name: string, rules: Rules) {
      made.push({ name, rules });
      // As the browser does: the policy's answer wrapped, never the input as it came.
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  };
  vi.stubGlobal('trustedTypes', factory);
  return made;
};

const freshModule = async () => {
  vi.resetModules();
  return import('./trustedScriptUrl');
};

afterEach(() => vi.unstubAllGlobals());

describe('scriptUrl', () => {
  it('makes the service worker URL through one policy named homeease', async () => {
    const made = withTrustedTypes();
    const { scriptUrl } = await freshModule();
    expect(scriptUrl('/sw.js')).toEqual({ trusted: '/sw.js' });
    expect(scriptUrl('/sw.js')).toEqual({ trusted: '/sw.js' });
    expect(made.map((policy) => policy.name)).toEqual(['homeease']);
  });

  it.each([
    '/mockWorker.js',
    '/sw.js?x=1',
    '/sw.js#x',
    '//evil.example/sw.js',
    'https://evil.example/sw.js',
    'data:text/javascript,alert(1)',
    'javascript:alert(1)',
    '/assets/../sw.js',
    'sw.js',
    '',
  ])('refuses %j', async (url) => {
    withTrustedTypes();
    const { scriptUrl } = await freshModule();
    expect(() => scriptUrl(url)).toThrow(/script URL refused/);
  });

  it('without Trusted Types gives the string, and still refuses other URLs', async () => {
    vi.stubGlobal('trustedTypes', undefined);
    const { scriptUrl } = await freshModule();
    expect(scriptUrl('/sw.js')).toBe('/sw.js');
    expect(() => scriptUrl('https://evil.example/sw.js')).toThrow(/script URL refused/);
  });
});
