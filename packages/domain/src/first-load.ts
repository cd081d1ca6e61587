/**
 * What the web app's login page imports from the domain (issue 19: first load): route table and gates,
 * message catalogues, storage obfuscation, the login form's and runtime configuration's checks. None of
 * it loads zod; the package's main entry does (its schemas, and the Indonesian zod messages as a side
 * effect), so the login page's modules import `@emas/domain/first-load` and types only from the main entry.
 */
export * from './access/index';
export * from './messages/messages';
export * from './messages/codes';
export * from './messages/templates';
export * from './storage/obfuscate';
export * from './schemas/login-form';
export * from './schemas/runtime-config-check';
export * from './i18n/languages';
