/** The languages the app speaks; id is the reference. Kept apart so importing it loads no dictionary. */
export const LANGUAGES = ['id', 'en', 'it', 'hk', 'my', 'jp'] as const;
