// Regular expressions the readers build from templates (a phrase's words spliced into a
// form), made once for each source and flags. A RegExp made anew on each call is
// compiled again when V8 has let its copy go, and run by the slow interpreter until it
// is compiled to machine code once more; the readers built about 90,000 for some 250
// distinct forms on the DDM card corpus.

const made = new Map<string, RegExp>();

/**
 * `new RegExp(source, flags)`, the same object each time. It is shared, so a global one
 * ("g") is only for `replace`, which starts from the beginning; never a sticky one.
 */
export function pattern(source: string, flags = ""): RegExp {
  const key = `${flags}/${source}`;
  let re = made.get(key);
  if (!re) made.set(key, (re = new RegExp(source, flags)));
  return re;
}
