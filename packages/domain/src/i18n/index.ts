import { id } from './id/index';

export { id };

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof id>;
/** Other languages may leave keys out; i18next falls back to en, then id. */
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type PartialDictionary = DeepPartial<Dictionary>;

export { LANGUAGES } from './languages';
