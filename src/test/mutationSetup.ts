/**
 * For `npm run test:mutation` only (vitest.mutation.config.ts). Its runs share one module graph across test files,
 * so a module's top-level code runs once, under whichever test first imports it. http.ts imports the response
 * schemas lazily, inside a request: Stryker would take their mutants for that test's alone and, in a later run,
 * find the module already evaluated before the mutant was switched on. Imported here, before any test, they are
 * what Stryker calls static: switched on before the import and checked by every test.
 */
import '../api/schemas';
