// Powers used at a time that change what sight and cover do: a creature that gives up its
// Hide for the rest of the battle, a power usable only while its creature sees no enemy,
// and cover taken until the start of its creature's next turn.
// ddm-battle-rules-2011.txt § Cover Against Ranged Attacks (Hide); § Line of Sight; § Cover;
// § Powers and Effects (Rechargeable Powers)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { coverReason } from "../../runtime/ddm/cover.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const dusk: SourceFile = {
  path: "test/dusk-field.wb",
  text: `map "Dusk Field" {
  size 12 x 12
  start A 0,0 to 11,0
  start B 0,11 to 11,11
  victory A 0,1
  victory B 11,1
  terrain smoke 5,3 to 5,5
  terrain forest 5,7
}
battle "Dusk Arena" {
  scenario Assault
  points 100
  map "Dusk Field"
  side A "Test A"
  side B "Test B"
}
creature "Dune Bowman" {
  level 4  cost 14  unaligned  factions Wild  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 40
  attack ranged 10 basic "Shortbow": +6 vs AC; 10 damage
  attack melee "Knife": +6 vs AC; 5 damage
}
creature "Ember Skulker" {
  level 4  cost 16  unaligned  factions Wild  keywords Halfling
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 40
  attack melee basic "Dagger": +6 vs AC; 5 damage
  power "Skulk": hide
  power "Sunflare": minor action: this creature gets loses hide until end of battle
}
creature "Gloom Watcher" {
  level 4  cost 16  unaligned  factions Underdark  keywords Aberrant
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 40
  attack melee basic "Claw": +6 vs AC; 5 damage
  attack close blast 3 "Gaze" uses 1: +6 vs Fort; 10 damage
  power "Refocus": replaces attack action, while it can see no enemy: recharge "Gaze"
}
creature "Shade Fencer" {
  level 4  cost 16  unaligned  factions Wild  keywords Tiefling
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 40
  attack melee basic "Rapier": +6 vs AC; 5 damage
  power "Cloak": free action: this creature gets has cover until start of its next turn
}
`,
};

const field = (placements: Placement[], choices: string[] = []) => arena(placements, { extra: [dusk], battle: "Dusk Arena", choices });
const targeting = (a: ReturnType<typeof field>, attacker: string, attack: string, target: string) => {
  const r = mayTarget(a.g, attacker, attackOf(a, attacker, attack), target);
  return r.allowed ? "allowed" : r.verdicts.filter((v) => v.polarity === "cannot").map((v) => v.text).join("; ");
};

describe("ddm-battle-rules-2011.txt § Cover Against Ranged Attacks (Hide): 'loses Hide' for a while", () => {
  it("in forest the skulker hides from the bowman; once it loses Hide the bowman may shoot it, and the forest still gives it cover", () => {
    const a = field(
      [
        { card: "Dune Bowman", side: "A", at: [2, 7] },
        { card: "Ember Skulker", side: "B", at: [5, 7] },
      ],
      ["power:Sunflare", "end"],
    );
    expect(targeting(a, "A1", "Shortbow", "B1")).toMatch(/hides behind cover \(Skulk\)/);
    creatureTurn(a.g, "B1");
    expect(targeting(a, "A1", "Shortbow", "B1")).toBe("allowed");
    expect(coverReason(a.g, "A1", attackOf(a, "A1", "Shortbow"), "B1")).not.toBeNull();
  });
});

describe("ddm-battle-rules-2011.txt § Line of Sight; § Rechargeable Powers: a power usable only while its creature sees no enemy", () => {
  it("with the only enemy behind smoke the watcher recharges its Gaze; with an enemy in sight the power is refused", () => {
    const hidden = field(
      [
        { card: "Gloom Watcher", side: "A", at: [2, 4] },
        { card: "Dune Bowman", side: "B", at: [8, 4] },
      ],
      ["power:Refocus", "end"],
    );
    creature(hidden, "A1").spent["Gaze"] = 1;
    creatureTurn(hidden.g, "A1");
    expect(creature(hidden, "A1").spent["Gaze"]).toBe(0);

    const seen = field(
      [
        { card: "Gloom Watcher", side: "A", at: [2, 4] },
        { card: "Dune Bowman", side: "B", at: [2, 8] },
      ],
      ["end"],
    );
    creature(seen, "A1").spent["Gaze"] = 1;
    creatureTurn(seen.g, "A1");
    const refused = seen.decisions[0]!.options.find((o) => o.id === "power:Refocus")!;
    expect(refused.legal).toBe(false);
    expect(creature(seen, "A1").spent["Gaze"]).toBe(1);
  });
});

describe("ddm-battle-rules-2011.txt § Cover: cover taken until the start of its creature's next turn", () => {
  // A free action offered at each timing point of its turn (§ Common Triggered Powers, Default Condition): used at the first, declined after.
  it("after the fencer uses Cloak a melee attacker finds it in cover; at the start of its next turn the cover is gone", () => {
    const a = field(
      [
        { card: "Shade Fencer", side: "A", at: [3, 3] },
        { card: "Dune Bowman", side: "B", at: [3, 4] },
      ],
      ["use", "end", "decline", "end", "decline"],
    );
    const knife = () => coverReason(a.g, "B1", attackOf(a, "B1", "Knife"), "A1");
    expect(knife()).toBeNull();
    creatureTurn(a.g, "A1");
    expect(knife()).not.toBeNull();
    creatureTurn(a.g, "A1");
    expect(knife()).toBeNull();
  });
});
