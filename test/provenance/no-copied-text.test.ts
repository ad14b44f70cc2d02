// Card text and SRD text are read by path and never committed (../shared/data/README.md):
// test fixtures and comments use invented wording in the cards' phrasing. This guard finds any
// committed file that holds one of those sentences word for word, when the data is on this machine.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dataDir = process.env.WARBAND_DATA ?? join("..", "shared", "data");
const sources = {
  "ddm-cards.json": process.env.DDM_CARDS ?? join(dataDir, "ddm-cards.json"),
  "srd-5.1-monsters.json": join(dataDir, "srd-5.1-monsters.json"),
  "srd-3.5-monsters.json": join(dataDir, "srd-3.5-monsters.json"),
};
// Shorter runs are the game's stock phrases ("Immediate action, use when an enemy"), which are facts of the phrasing.
const longest = 60;

const normal = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

/** Every string in a data file, except the file's own licence notes (`_meta`), which NOTICE must quote. */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const v of value) yield* stringsOf(v);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) if (k !== "_meta") yield* stringsOf(v);
}

/** The sentences (and whole texts) longer than `longest` characters that no committed file may hold. */
function sentencesOf(path: string): Set<string> {
  const found = new Set<string>();
  for (const s of stringsOf(JSON.parse(readFileSync(path, "utf8")))) {
    const afterName = s.includes(":") ? s.slice(s.indexOf(":") + 1) : s;
    for (const piece of [s, afterName, ...s.split(/(?<=[.;])\s+/)]) {
      const n = normal(piece);
      if (n.length > longest) found.add(n);
    }
  }
  return found;
}

function committedTexts(): Map<string, string> | undefined {
  let listed: string;
  try {
    listed = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8", maxBuffer: 64 << 20 });
  } catch {
    return undefined; // not a git checkout: nothing is committed here to check
  }
  const texts = new Map<string, string>();
  for (const file of listed.split("\0")) {
    if (!/\.(ts|js|wb|md|json|txt|html|css|ya?ml)$/.test(file) || file.endsWith("package-lock.json")) continue;
    if (existsSync(file)) texts.set(file, normal(readFileSync(file, "utf8")));
  }
  return texts;
}

/** "file: sentence" for each committed text that holds one of the sentences. */
function copiesOf(sentences: Set<string>, texts: Map<string, string>): string[] {
  const all = [...texts.values()].join("\u0000");
  const copied: string[] = [];
  for (const sentence of sentences) {
    if (!all.includes(sentence)) continue; // one pass over everything first: most sentences are nowhere
    for (const [file, text] of texts) if (text.includes(sentence)) copied.push(`${file}: ${sentence}`);
  }
  return copied;
}

const present = Object.values(sources).some((p) => existsSync(p));
const texts = present ? committedTexts() : undefined;
if (!texts) console.warn("card or SRD data, or git, not found: copied-text guard skipped");

describe.skipIf(!texts)("no committed file copies card or SRD text", () => {
  for (const [name, path] of Object.entries(sources)) {
    it.skipIf(!existsSync(path))(`holds no sentence of ${name} word for word`, { timeout: 120_000 }, () => {
      expect(copiesOf(sentencesOf(path), texts!)).toEqual([]);
    });
  }
});

describe("the copied-text check", () => {
  it("finds a sentence copied with other line breaks and capitals, and not one that was reworded", () => {
    const sentence = normal("Once per turn, when an adjacent enemy misses this creature, it may shift 2 squares.");
    const copied = new Map([["fixture.ts", normal("it('reads', () => read(`Dodge: ONCE PER TURN, when an adjacent enemy\n   misses this creature, it may shift 2 squares.`));")]]);
    const reworded = new Map([["fixture.ts", normal("Dodge: Once per turn, when a nearby enemy misses this creature, it may shift 3 squares.")]]);
    expect(copiesOf(new Set([sentence]), copied)).toEqual([`fixture.ts: ${sentence}`]);
    expect(copiesOf(new Set([sentence]), reworded)).toEqual([]);
  });
});
