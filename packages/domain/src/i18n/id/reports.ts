/** Texts of the reports area (Indonesian, the default language). */
export const reports = {} as const;
