// States of what a creature did in the turn it is taking, asked at its end (by a power's
// trigger or a recharge condition), and the battle's first round: "if it did not make a
// melee attack this turn", "if it did not charge this turn", "if it did not hit this turn",
// "while it is the first round of the battle".
// ddm-battle-rules-2011.txt § Automatic Powers; § Powers and Effects (Rechargeable Powers); § Charge; § The Battle (Game Overview)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Arena } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/turn-history.wb",
  text: `creature "Ember Brute" {
  level 6  cost 20  unaligned  factions Wild  keywords Elemental
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Maul": +8 vs AC; 10 damage
  attack ranged 10 "Cinder": +8 vs AC; 5 damage
  power "Burning Need": at end of its turn while it did not make melee attack this turn: this creature takes 10 damage
}
creature "Eager Whelp" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Nip": +8 vs AC; 10 damage
  power "Restless": at end of its turn while it did not charge this turn: this creature takes 5 damage
}
creature "Keen Archer" {
  level 6  cost 20  unaligned  factions Wild  keywords Elf
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Knife": +8 vs AC; 5 damage
  attack ranged 10 "Arrow" uses 1 recharge when end of its turn if it did not hit this turn: +8 vs AC; 10 damage
  power "Early Vigour": +2 speed while it is first round of battle
}
`,
};

function field(card: string, opts: { dice?: number[]; choices?: string[]; far?: boolean } = {}): Arena {
  return arena(
    [
      { card, side: "A", at: [3, 3] },
      { card: "Straw Target", side: "B", at: opts.far ? [3, 8] : [3, 4] },
    ],
    { extra: [cards, strawTarget], dice: opts.dice ?? [], choices: opts.choices ?? [] },
  );
}

describe("'at end of its turn while it did not make melee attack this turn' (§ Automatic Powers)", () => {
  it("an idle turn and a turn of ranged attacks cost 10 HP; a turn with a melee attack costs nothing", () => {
    const idle = field("Ember Brute", { choices: ["end"] });
    creatureTurn(idle.g, "A1");
    expect(creature(idle, "A1").hp).toBe(50);
    const shooting = field("Ember Brute", { choices: ["attack:Cinder:B1", "end"], dice: [15], far: true });
    creatureTurn(shooting.g, "A1");
    expect(creature(shooting, "B1").hp).toBe(95);
    expect(creature(shooting, "A1").hp).toBe(50);
    const mauling = field("Ember Brute", { choices: ["attack:Maul:B1", "end"], dice: [15] });
    creatureTurn(mauling.g, "A1");
    expect(creature(mauling, "B1").hp).toBe(90);
    expect(creature(mauling, "A1").hp).toBe(60);
  });
});

describe("'at end of its turn while it did not charge this turn' (§ Charge)", () => {
  it("an idle turn costs 5 HP; a turn with a charge costs nothing", () => {
    const idle = field("Eager Whelp", { choices: ["end"], far: true });
    creatureTurn(idle.g, "A1");
    expect(creature(idle, "A1").hp).toBe(55);
    const charging = field("Eager Whelp", { choices: ["charge:B1:3,7", "end"], far: true, dice: [15] });
    creatureTurn(charging.g, "A1");
    expect(creature(charging, "A1").space).toMatchObject({ x: 3, y: 7 });
    expect(creature(charging, "A1").hp).toBe(60);
  });
});

describe("'recharge when end of its turn if it did not hit this turn' (§ Powers and Effects, Rechargeable Powers)", () => {
  it("a missed arrow comes back at the turn's end; a hit keeps it spent", () => {
    const miss = field("Keen Archer", { choices: ["attack:Knife:B1", "end"], dice: [2] });
    creature(miss, "A1").spent = { Arrow: 1 };
    creatureTurn(miss.g, "A1");
    expect(creature(miss, "B1").hp).toBe(100);
    expect(creature(miss, "A1").spent.Arrow).toBe(0);
    const hit = field("Keen Archer", { choices: ["attack:Knife:B1", "end"], dice: [15] });
    creature(hit, "A1").spent = { Arrow: 1 };
    creatureTurn(hit.g, "A1");
    expect(creature(hit, "B1").hp).toBe(95);
    expect(creature(hit, "A1").spent.Arrow).toBe(1);
  });
});

describe("'while it is first round of battle' (§ The Battle, Game Overview)", () => {
  it("+2 speed in round 1, none in round 2", () => {
    const a = field("Keen Archer");
    a.g.state.round = 1;
    expect(speedOf(a.g, "A1").value).toBe(8);
    a.g.state.round = 2;
    expect(speedOf(a.g, "A1").value).toBe(6);
  });
});
