/** The mutation parts (stryker.config.mjs), for the test that holds src/test/mutationSetup.ts to them. */
export declare const PARTS: Record<string, string[]>;
/** The equivalent mutants left out, by file: `[code, why, within?]`. */
export declare const EQUIVALENT: Record<string, Array<[string, string] | [string, string, string]>>;
/** Stryker's options (typed by `@stryker-mutator/api`, installed in scripts/mutation/ only). */
declare const config: Record<string, unknown>;
export default config;
