/** Texts of the kit area (Indonesian, the default language). */
export const kit = {} as const;
