// "Cannot be attacked by opportunity attacks": card text that forbids opportunity attacks
// against the creature (a card restriction, tier 4), whatever provokes them. Invented creatures.
// ddm-battle-rules-2011.txt § Opportunity Attacks; § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { mayTakeOpportunityAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const pieces: SourceFile = {
  path: "test/opportunity-spared.wb",
  text: `creature "Mist Runner" {
  level 3  cost 12  unaligned  factions Wild  keywords Fey
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Knife": +5 vs AC; 5 damage
  power "Slipstream": cannot be attacked by opportunity attacks
}
creature "Plain Runner" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Knife": +5 vs AC; 5 damage
}
creature "Gate Guard" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Halberd": +5 vs AC; 10 damage
}
`,
};

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: 'cannot be attacked by opportunity attacks'", () => {
  it("the guard beside it may not make one (a tier-4 card restriction); beside a plain runner it may", () => {
    const a = arena(
      [
        { card: "Mist Runner", side: "A", at: [3, 3] },
        { card: "Plain Runner", side: "A", at: [6, 3] },
        { card: "Gate Guard", side: "B", at: [3, 4] },
        { card: "Gate Guard", side: "B", at: [6, 4] },
      ],
      { extra: [pieces] },
    );
    const r = mayTakeOpportunityAttack(a.g, "B1", "A1");
    expect(r.allowed).toBe(false);
    expect(r.verdicts.find((v) => v.status === "decides")).toMatchObject({ tier: 4, polarity: "cannot", rule: "Slipstream" });
    expect(mayTakeOpportunityAttack(a.g, "B2", "A2").allowed).toBe(true);
  });

  it("walking away from the guard: no opportunity attack is offered and it takes no damage", () => {
    const a = arena(
      [
        { card: "Mist Runner", side: "A", at: [3, 3] },
        { card: "Gate Guard", side: "B", at: [3, 4] },
      ],
      { extra: [pieces], choices: ["move:3,0", "end"], dice: [15] },
    );
    creatureTurn(a.g, "A1");
    expect(a.decisions.map((d) => d.kind)).not.toContain("opportunity-attack");
    expect(creature(a, "A1").hp).toBe(40);
  });

  it("the plain runner walking the same way is offered one and takes 10", () => {
    const a = arena(
      [
        { card: "Plain Runner", side: "A", at: [3, 3] },
        { card: "Gate Guard", side: "B", at: [3, 4] },
      ],
      { extra: [pieces], choices: ["move:3,0", "attack", "end"], dice: [15] },
    );
    creatureTurn(a.g, "A1");
    expect(a.decisions.map((d) => d.kind)).toContain("opportunity-attack");
    expect(creature(a, "A1").hp).toBe(30);
  });
});
