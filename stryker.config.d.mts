/** The mutation parts (stryker.config.mjs), for the test that holds src/test/mutationSetup.ts to them. */
export declare const PARTS: Record<string, string[]>;
/** The equivalent mutants left out, by file: `[code, why, within?]`. */
export declare const EQUIVALENT: Record<string, Array<[string, string] | [string, string, string]>>;
declare const config: import('@stryker-mutator/api/core').PartialStrykerOptions;
export default config;
