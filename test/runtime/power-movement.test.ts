// Creatures moved by their own side's powers: shift, move and teleport as effects.
// ddm-battle-rules-2011.txt § Move Actions (Move, Shift); § Forced-Movement Effects (Teleport); § Immobilized
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText } from "./arena.js";

const movers = {
  path: "test/movers.wb",
  text: `creature "Skirmish Scout" {
  level 4  cost 15  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Knife": +6 vs AC; 5 damage
  power "Slip Away": minor action: shift 2
  power "Blink" uses 1: replaces move action: this creature teleports up to 4 squares
  power "Rally Step": minor action: one adjacent ally shifts 1
}
creature "Onrush Brute" {
  level 4  cost 15  evil  factions Wild  keywords Orc
  AC 15  Fort 14  Ref 14  Will 14  speed 5  hp 30
  attack melee basic "Axe": +6 vs AC; 10 damage
  power "Onrush": minor action: this creature moves up to its speed
}
`,
};
const extra = [movers];

describe("§ Move Actions: movement granted by powers", () => {
  it("'minor action: shift 2' moves the creature two squares without provoking, and the move action is still there", () => {
    const a = arena(
      [
        { card: "Skirmish Scout", side: "A", at: [3, 3] },
        { card: "Onrush Brute", side: "B", at: [3, 4] },
      ],
      { extra, choices: ["power:Slip Away", "5,3", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 3 });
    // No opportunity attack was offered to the adjacent Brute.
    expect(a.decisions.some((d) => d.kind === "opportunity-attack" || /opportunity/i.test(d.prompt))).toBe(false);
    expect(a.decisions[2]!.options.find((o) => o.id.startsWith("move:"))!.legal).toBe(true);
  });

  it("an Immobilized creature does not shift by its power: the core rule's restriction still applies", () => {
    const a = arena([{ card: "Skirmish Scout", side: "A", at: [3, 3], conditions: ["Immobilized"] }], { extra, choices: ["power:Slip Away", "end"], dice: [5] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 3 });
    expect(logText(a).some((t) => /cannot shift/.test(t))).toBe(true);
  });

  it("a subject other than the owner shifts: 'one adjacent ally shifts 1', the player picking the ally and the square", () => {
    const a = arena(
      [
        { card: "Skirmish Scout", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 3] },
      ],
      { extra, choices: ["power:Rally Step", "5,3", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, a.id("Cinder Goblin Cutter")).space).toMatchObject({ x: 5, y: 3 });
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 3 });
  });

  it("'replaces move action: teleports up to 4 squares' places it within 4 squares, and spends its use", () => {
    const a = arena([{ card: "Skirmish Scout", side: "A", at: [3, 3] }], { extra, choices: ["power:Blink", "7,3", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 7, y: 3 });
    expect(creature(a, "A1").spent["Blink"]).toBe(1);
    // 8 squares away is out of range.
    expect(a.decisions[1]!.options.some((o) => o.id === "8,3")).toBe(false);
  });

  it("'moves up to its speed' goes as far as its speed and provokes an opportunity attack when leaving an enemy", () => {
    const a = arena(
      [
        { card: "Onrush Brute", side: "B", at: [3, 3] },
        { card: "Skirmish Scout", side: "A", at: [3, 2] },
      ],
      { extra, choices: ["power:Onrush", "3,8", "attack", "end"], dice: [1] },
    );
    creatureTurn(a.g, "B1");
    expect(a.decisions[1]!.options.some((o) => o.id === "3,9")).toBe(false);
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 8 });
    expect(logText(a).some((t) => /opportunity/i.test(t))).toBe(true);
  });
});
