// The document outline and the card preview's creature-under-cursor (compiler/services/outline.ts).
import { describe, expect, it } from "vitest";
import { creatureNear, outline } from "../../compiler/services/outline.js";
import { project, USER } from "./project.js";

describe("outline", () => {
  const a = project();
  const symbols = outline(a, USER);

  it("lists declarations with their attacks and powers", () => {
    expect(symbols.map((s) => [s.kind, s.name])).toEqual([
      ["creature", "Bog Hound"],
      ["warband", "Fen Pack"],
    ]);
    expect(symbols[0]!.children.map((c) => `${c.kind} ${c.name}`)).toEqual(["attack Snap", "power Loping", "power Thick Hide"]);
    expect(symbols[0]!.nameRange.start.line).toBe(2);
  });

  it("finds the creature a line is in, or the nearest above it", () => {
    expect(creatureNear(symbols, 4)).toBe("Bog Hound");
    expect(creatureNear(symbols, 12)).toBe("Bog Hound");
    expect(creatureNear(symbols.slice(1), 1)).toBeNull();
  });
});
