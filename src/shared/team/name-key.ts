import unhomoglyph from 'unhomoglyph';

/** Zero-width and other invisible characters: a name with them looks like one without. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const SPACES = /\s+/gu;

/**
 * What a name looks like, as a key: two names with the same key cannot be told apart at a glance,
 * so they must not stand for two people. It is Unicode TR39's confusables skeleton (the
 * `unhomoglyph` package carries the Unicode confusables table) of the name after NFKC (fullwidth
 * and compatibility letters) and case folding, with invisible characters and all white space
 * dropped ("man  ager" reads as "manager" in a list). Mixed-script names are allowed, but a
 * Cyrillic or Greek letter that looks Latin maps to that Latin letter, so "mаnager" (Cyrillic а)
 * and "manager" share a key. The skeleton is taken before lower-casing (a capital I looks like an l,
 * a small i does not) and once more after it, so "MANAGER" and "manager" share a key too.
 */
export function nameKey(name: string): string {
  const plain = name.normalize('NFKC').replace(INVISIBLE, '').replace(SPACES, '');
  return skeleton(skeleton(plain).toLowerCase());
}

/** TR39 skeleton: NFD, each character to its prototype, NFD again. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}
