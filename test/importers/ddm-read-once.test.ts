// A power printed on several cards is read once (importers/ddm/card-file.ts), by its
// text and what else its reading depends on: an attack that makes two of the card's
// attacks reads each card's own attacks, so the same words give each card its own lines.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Attacks); § Attack Roll, Repeated Attacks
import { describe, expect, it } from "vitest";
import type { Card } from "../../importers/ddm/card.js";
import { effectPart } from "../../importers/ddm/effects.js";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { marshStalker } from "./fixtures.js";

const card = (name: string, bite: string): Card => ({
  ...marshStalker,
  name,
  alignment: "NEUTRAL",
  keywords: ["Beast"],
  powers: [
    { type: "ATTACK", text: bite },
    { type: "ATTACK", text: "Gore: +8 vs. AC; 15 damage AND push 1." },
    { type: "ATTACK", text: "Twin Bite: Make a Bite and a Gore attack against the same target." },
    { type: "ABILITY", text: "Resist 5 Cold" },
  ],
});

describe("a power printed on several cards (§ Attack Roll, Repeated Attacks)", () => {
  const r = importCards([card("Bog Hound", "Bite: +9 vs. AC; 10 damage."), card("Moor Hound", "Bite: +6 vs. Reflex; 5 cold damage.")], { outDir: "out", library: librarySources() });
  const lines = r.cards.map((c) => c.draft.powers.map((p) => p.lines));

  it("reads the pair on each card from that card's own Bite", () => {
    expect(lines.map((l) => l[2])).toEqual([
      ['attack melee "Twin Bite": +9 vs AC; 10 damage; hit or miss: then make "Gore" attack against same target'],
      ['attack melee "Twin Bite": +6 vs Ref; 5 cold damage; hit or miss: then make "Gore" attack against same target'],
    ]);
  });

  it("gives both cards the same lines for the same ability, and both compile", () => {
    expect(lines.map((l) => l[3])).toEqual([['power "Resist 5 Cold": resist 5 cold'], ['power "Resist 5 Cold": resist 5 cold']]);
    expect(r.report.compileErrors).toBe(0);
    expect(r.cards.map((c) => c.structured)).toEqual([
      [true, true, true, true],
      [true, true, true, true],
    ]);
  });
});

describe("an effect part read once for each duration it shares (§ Conditions, Duration; § Ongoing Damage)", () => {
  it("reads the same words anew when the duration said for the whole list differs", () => {
    expect([effectPart("Slowed", ""), effectPart("Slowed", "until end of round"), effectPart("Slowed", "")]).toEqual(["Slowed", "Slowed until end of round", "Slowed"]);
    expect([effectPart("5 ongoing fire damage", "until it is not adjacent to this creature"), effectPart("5 ongoing fire damage", "")]).toEqual([
      "ongoing 5 fire until it is not adjacent to this creature",
      "ongoing 5 fire (save ends)",
    ]);
  });
});
