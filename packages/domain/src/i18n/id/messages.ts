import { messageDictionary } from '../../messages/codes';

/**
 * Messages the server sends, by code (`messages.<area>.<key>`): built from the message catalogues, so
 * each id text is the catalogue's text byte for byte and a new catalogue text is here at once. The
 * other languages translate every code; i18n.test.ts tells when one is missing.
 */
export const messages = messageDictionary();
