/**
 * The type a translation of a catalogue must have: the same keys, every text a string, every
 * text with placeholders a function of the same parameters. A catalogue declared
 * `satisfies Translation<typeof ENGLISH>` fails the type check when a key or a placeholder is
 * missing, added or of another type (docs/I18N.md 'Texts').
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;
