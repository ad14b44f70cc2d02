// Card text rewritten in turn, each rewrite made only where the text has one of its words
// (importers/ddm/text.ts rewritten), and parts read in turn until one does not read (readEach).
import { describe, expect, it } from "vitest";
import { readEach, rewritten, type Rewrite } from "../../importers/ddm/text.js";

describe("rewritten", () => {
  const rewrites: Rewrite[] = [
    [/\bgobbo\b/gi, "goblin", "gobbo"],
    // Its word appears only once the rewrite before it has been made.
    [/\bgoblin ally\b/g, "Goblin ally", "goblin ally"],
    [/\bpsuh\b/gi, "push", ["psuh", "pshu"]],
    [/\s*;\s*/g, ". "],
  ];

  it("makes each rewrite on the text the ones before it left, its words looked for in any case", () => {
    expect(rewritten("Each GOBBO ally may PSUH 1; then shift 2", rewrites)).toBe("Each Goblin ally may push 1. then shift 2");
  });

  it("leaves a text with none of a rewrite's words as it is, and always makes one without words", () => {
    const text = "This creature heals 5 HP";
    expect(rewritten(text, rewrites)).toBe(text);
    expect(rewritten("Heal 5 ; shift 1", rewrites)).toBe("Heal 5. shift 1");
  });
});

describe("readEach", () => {
  it("reads every item in order, and stops at the first that does not read", () => {
    const asked: string[] = [];
    const read = (part: string) => {
      asked.push(part);
      return /^shift \d$/.test(part) ? `this creature shifts ${part.slice(-1)}` : null;
    };
    expect(readEach(["shift 1", "shift 2"], read)).toEqual(["this creature shifts 1", "this creature shifts 2"]);
    expect(readEach(["shift 3", "dance", "shift 4"], read)).toBeNull();
    expect(asked).toEqual(["shift 1", "shift 2", "shift 3", "dance"]);
  });
});
