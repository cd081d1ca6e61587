/** Texts of the shell area (Indonesian, the default language). */
export const shell = {} as const;
