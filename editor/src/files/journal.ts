// A safety net for edits not yet in IndexedDB when the page goes away: IndexedDB writes
// are asynchronous and a closing page may drop them, so the unsaved texts are also put
// in localStorage, which writes at once, and taken back on the next start.
const JOURNAL_KEY = "warband.unsaved";

export type Journal = Record<string, string>;

export function writeJournal(unsaved: Journal): void {
  try {
    if (Object.keys(unsaved).length) localStorage.setItem(JOURNAL_KEY, JSON.stringify(unsaved));
    else localStorage.removeItem(JOURNAL_KEY);
  } catch {
    // storage full or off: the asynchronous save still runs
  }
}

export function readJournal(): Journal {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(JOURNAL_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    return {};
  }
}
