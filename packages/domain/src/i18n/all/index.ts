import { en } from '../en';
import { hk } from '../hk';
import { it } from '../it';
import { jp } from '../jp';
import { my } from '../my';
import { id, type Dictionary, type PartialDictionary } from '../index';

/*
 * Every language at once, for tests and checks. The web loads each language on its own when it is
 * picked (`@emas/domain/i18n/en`, ...), so the login page carries only id.
 */

/** en, the fallback, is complete for the stable areas; areas still being written may lag and fall back to id. */
type StableDictionary = Pick<Dictionary, 'common' | 'routes' | 'shell' | 'auth' | 'settings' | 'masters' | 'sales' | 'stockCount'> & PartialDictionary;

export const dictionaries: Record<string, Dictionary | PartialDictionary> = {
  id,
  en: en satisfies StableDictionary,
  it: it satisfies PartialDictionary,
  hk: hk satisfies PartialDictionary,
  my: my satisfies PartialDictionary,
  jp: jp satisfies PartialDictionary,
};
