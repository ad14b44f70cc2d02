// Effects that last until the affected creature acts: "until it attacks", "until it
// moves", "until it takes damage", "until it moves or attacks"; and invisibility to
// creatures not adjacent to it. ddm-battle-rules-2011.txt § Conditions (Duration: until a
// trigger); § How to Choose Targets (Line of Sight: Invisible)
import { describe, expect, it } from "vitest";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { sees } from "../../runtime/ddm/sight.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText } from "./arena.js";

const lurkers = {
  path: "test/lurkers.wb",
  text: `creature "Veil Lurker" {
  level 4  cost 15  evil  factions Wild  keywords Fey
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Fade": minor action: this creature gets invisible until it attacks
  power "Shimmer": minor action: this creature gets invisible until it takes damage
  power "Stone Skin": minor action: this creature gets resist 5 all until it moves or attacks
  power "Half Seen": minor action: this creature gets invisible to nonadjacent creatures until it moves
}
`,
};
const invisible = (a: ReturnType<typeof arena>, id: string) => creature(a, id).effects.some((e) => e.modifier?.op === "invisible");

describe("§ Conditions, Duration: effects that last until the creature acts", () => {
  it("'invisible until it attacks': no enemy sees it, and its attack ends it once resolved", () => {
    const a = arena(
      [
        { card: "Veil Lurker", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [lurkers], dice: [15], choices: ["power:Fade", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(invisible(a, "A1")).toBe(true);
    // The invisibility outlasts its turn: no turn-based end.
    expect(sees(a.g, "B1", "A1")).toBe(false);
    const b = arena(
      [
        { card: "Veil Lurker", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [lurkers], dice: [15], choices: ["power:Fade", "attack:Claw:B1", "end"] },
    );
    creatureTurn(b.g, "A1");
    expect(invisible(b, "A1")).toBe(false);
    expect(logText(b).some((t) => /no longer affected by .*invisible \(it attacked\)/.test(t))).toBe(true);
    // The attack itself was made while invisible: 5 damage landed on the Cutter.
    expect(creature(b, "B1").hp).toBe(creature(b, "B1").maxHp - 5);
  });

  it("'invisible until it takes damage' ends when damage is dealt to it, not before", () => {
    const a = arena([{ card: "Veil Lurker", side: "A", at: [3, 3] }], { extra: [lurkers], choices: ["power:Shimmer", "end"] });
    creatureTurn(a.g, "A1");
    applyDamage(a.g, "A1", [{ amount: 0, type: null }], { creature: null, rule: "test", src: null });
    expect(invisible(a, "A1")).toBe(true);
    applyDamage(a.g, "A1", [{ amount: 10, type: null }], { creature: null, rule: "test", src: null });
    expect(invisible(a, "A1")).toBe(false);
    expect(creature(a, "A1").hp).toBe(30);
  });

  it("'resist 5 all until it moves or attacks' lowers damage, and its move ends it", () => {
    const a = arena([{ card: "Veil Lurker", side: "A", at: [3, 3] }], { extra: [lurkers], choices: ["power:Stone Skin", "move:3,5", "end"] });
    const before = arena([{ card: "Veil Lurker", side: "A", at: [3, 3] }], { extra: [lurkers], choices: ["power:Stone Skin", "end"] });
    creatureTurn(before.g, "A1");
    applyDamage(before.g, "A1", [{ amount: 10, type: null }], { creature: null, rule: "test", src: null });
    expect(creature(before, "A1").hp).toBe(35);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 5 });
    applyDamage(a.g, "A1", [{ amount: 10, type: null }], { creature: null, rule: "test", src: null });
    expect(creature(a, "A1").hp).toBe(30);
    expect(logText(a).some((t) => /\(it moved\)/.test(t))).toBe(true);
  });

  it("'invisible to nonadjacent creatures': an adjacent enemy sees it, one 3 squares away does not", () => {
    const a = arena(
      [
        { card: "Veil Lurker", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 3] },
      ],
      { extra: [lurkers], choices: ["power:Half Seen", "end"] },
    );
    expect(sees(a.g, "B2", "A1")).toBe(true);
    creatureTurn(a.g, "A1");
    expect(sees(a.g, "B1", "A1")).toBe(true);
    expect(sees(a.g, "B2", "A1")).toBe(false);
  });
});
