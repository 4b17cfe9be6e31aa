/**
 * For `npm run test:mutation` only (vitest.mutation.config.ts). Its runs share one module graph across test files,
 * so a module's top-level code runs once, under whichever test first imports it. A module imported lazily, inside a
 * test (http.ts loads the response schemas with the first answer; a page chunk a session test opens brings the
 * login rules), would have its top-level mutants (a schema's text, an exported arrow) taken for that one test's, and
 * in a later run be found already evaluated before the mutant was switched on. Every mutated module is imported
 * here, before any test: its top-level mutants are what Stryker calls static, switched on before the import and
 * checked by every test. The globs are stryker.config.mjs PARTS, their exclusions left out (import.meta.glob takes
 * literals only).
 */
import.meta.glob(
  [
    '/src/lib/{sessionStore,customerSession,vendorSession,vendorSessionStore,adminSession,authEvents,useAdminSessionEnd,storage}.ts',
    '/src/lib/**/*.ts',
    '/src/api/{http,shape,requests,schemas,devLog}.ts',
    '/mocks/handlers/{customer,vendor,otp,body,kit,index}.ts',
    '/mocks/handlers/{admin,catalogue,catalogueRows,maps,uploads}.ts',
    '/mocks/db.ts',
    '/src/features/auth/{validation,registerValidation}.ts',
    '/src/features/admin/shared/catalogueSchema.ts',
    '/src/features/admin/services/serviceSchema.ts',
    '/src/features/vendor/register/wizardModel.ts',
    '!**/*.test.ts',
  ],
  { eager: true },
);
