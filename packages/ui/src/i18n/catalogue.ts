import type { Language } from './language.ts'

/**
 * A message catalogue: the English messages define the keys and their shape (a string, or a
 * function of the values a sentence carries); Hindi and Tamil must have every key with the same
 * shape, so a missing translation is a type error, not an English word on a Tamil screen.
 */
export type Catalogue<T> = { readonly [L in Language]: T }

/** `defineCatalogue(en, { hi, ta })`: `hi` and `ta` are checked against `en`'s keys and shapes. */
export const defineCatalogue = <T extends object>(
  en: T,
  translations: { [L in Exclude<Language, 'en'>]: NoInfer<T> },
): Catalogue<T> => ({ en, ...translations })
