// Converted 5e monsters in play: a "Recharge 5–6" action mapped by the table to DDM's
// "recharge as move action", and a legendary action turned champion power, used at the end
// of an enemy's turn. The monster and the table are the tests' own (monsters.ts).
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Champion Powers
import { describe, expect, it } from "vitest";
import { convert5e } from "../../converters/five-e/convert.js";
import { vocabularyOf } from "../../converters/vocabulary.js";
import { legendaryPowers } from "../../converters/five-e/legendary.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText } from "../runtime/arena.js";
import { library } from "../library.js";
import { emberHound, roundTable } from "./monsters.js";

function houndCard(): string {
  const table = structuredClone(roundTable);
  table.champion.legendaryUse = "at end of enemy's turn";
  table.recharge = { "5": "as move action", rest: "when this creature becomes bloodied" };
  return convert5e(emberHound, { table, vocabulary: vocabularyOf(library().ir) }).text;
}

const placed = (choices: string[], dice: number[]) =>
  arena(
    [
      { card: "Ember Hound", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
    ],
    { extra: [{ path: "converted/ember-hound.wb", text: houndCard() }], choices, dice },
  );

describe("converted 5e monsters in play", () => {
  it("a Recharge 5–6 breath spent once is regained by spending the move action (§ Rechargeable Powers: recharge as move action)", () => {
    expect(houndCard()).toContain('attack ranged 6 "Cinder Spit" uses 1 recharge as move action: +10 vs Ref; 10 fire damage');
    const a = placed(["recharge:Cinder Spit", "end"], []);
    const hound = creature(a, a.id("Ember Hound"));
    hound.spent = { ...hound.spent, "Cinder Spit": 1 };
    creatureTurn(a.g, hound.id);
    expect(hound.spent["Cinder Spit"] ?? 0).toBe(0);
    expect(logText(a)).toContain("Ember Hound (A1) spends its move action to recharge Cinder Spit");
  });

  it("a legendary action that makes an attack is a champion power used at the end of an enemy's turn: the basic bite hits for 10 + 5 fire (§ Champion Powers)", () => {
    expect(houndCard()).toContain("champion power \"Snap\": use at end of enemy's turn: this creature makes basic melee attack");
    const a = placed(["end", "use", "Bite:B1"], [15]);
    const goblin = creature(a, a.id("Cinder Goblin Cutter", "B"));
    const before = goblin.hp;
    creatureTurn(a.g, goblin.id);
    expect(creature(a, a.id("Ember Hound")).championUsed).toBe(1);
    expect(logText(a)).toContain("Ember Hound (A1) uses Snap (champion power): use at end of enemy's turn: this creature makes basic melee attack");
    expect(before - goblin.hp).toBe(15);
  });

  it("legendary actions: a check is left off, a move becomes a move of half its speed, the rest stays text", () => {
    const out = legendaryPowers({
      actions: [
        { name: "Watch", desc: "The beast makes a Wisdom (Perception) check." },
        { name: "Lope (Costs 2 Actions)", desc: "The beast moves up to half its speed without provoking opportunity attacks." },
        { name: "Roar", desc: "Each creature within 30 feet of the beast must succeed on a DC 12 Wisdom saving throw." },
      ],
      use: "at end of enemy's turn",
      basicKind: "melee",
      speed: 7,
    });
    expect(out.lines).toEqual(['  champion power "Lope": use at end of enemy\'s turn: this creature moves up to 3', '  text "Roar (legendary action): Each creature within 30 feet of the beast must succeed on a DC 12 Wisdom saving throw."']);
    expect(out.fallbacks).toEqual(["Roar (legendary action)"]);
    expect(out.notes).toContain("legendary action Watch left off: DDM has no checks");
    expect(out.notes.find((n) => n.startsWith("legendary action Lope"))).toContain("its cost of 2 legendary actions is dropped");
  });
});
