// The acting player orders simultaneous effects where the order matters: the rolls of a
// close or area attack against its targets, and several opportunity attacks provoked
// by one action (each resolves in full; none after the mover is destroyed).
// ddm-battle-rules-2011.txt § Resolving Effects (Simultaneous Effects); § Opportunity Attacks; ../shared/spec/ddm-2011.md P-02, A-46
import { describe, expect, it } from "vitest";
import { opportunityAttacks, resolveAreaAttack } from "../../runtime/ddm/attack.js";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, logText, type Placement } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";

const field = (placements: Placement[], dice: number[], choices: string[]) => arena(placements, { dice, choices, extra: [combatFixtures] });

describe("ddm-battle-rules-2011.txt § Resolving Effects: the attacker's player orders a close attack's rolls", () => {
  const dancers: Placement[] = [
    { card: "Whirl Dancer", side: "A", at: [4, 4] },
    { card: "Ember Drake", side: "B", at: [3, 3] },
    { card: "Ember Drake", side: "B", at: [4, 5] },
  ];
  it("the same dice fall on the targets in the order chosen: B1 first, or B2 first", () => {
    for (const [first, hp] of [
      ["B1", [55, 60]],
      ["B2", [60, 55]],
    ] as const) {
      const a = field(dancers, [15, 1], [first]);
      const whirl = cardOf(a.g, "Whirl Dancer").attacks.find((x) => x.name === "Whirl")!;
      const [p] = placements(a.g, "A1", whirl);
      resolveAreaAttack(a.g, "A1", whirl, p!);
      expect(a.decisions[0]).toMatchObject({ player: 0, kind: "order" });
      expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual(hp);
    }
  });
});

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: the acting player orders several (A-46)", () => {
  it("both enemies take theirs; the acting player puts B2 first, its attack destroys the mover and B1's is not taken", () => {
    const a = field(
      [
        { card: "Whirl Dancer", side: "A", at: [4, 4], hp: 5 },
        { card: "Whirl Dancer", side: "B", at: [3, 4] },
        { card: "Whirl Dancer", side: "B", at: [5, 4] },
      ],
      [15],
      ["attack", "attack", "B2"],
    );
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    opportunityAttacks(a.g, "A1", "moving away");
    expect(a.decisions.map((d) => [d.player, d.kind])).toEqual([
      [1, "opportunity-attack"],
      [1, "opportunity-attack"],
      [0, "order"],
    ]);
    expect(creature(a, "A1").status).not.toBe("in-play");
    const oas = logText(a).filter((t) => t.includes("makes an opportunity attack"));
    expect(oas).toEqual(["Whirl Dancer (B2) makes an opportunity attack on Whirl Dancer (A1) with Knife"]);
  });
});
