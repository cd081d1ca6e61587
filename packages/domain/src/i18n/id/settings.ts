/** Texts of the settings area (Indonesian, the default language). */
export const settings = {} as const;
