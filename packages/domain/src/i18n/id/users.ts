/** Texts of the users area (Indonesian, the default language). */
export const users = {} as const;
