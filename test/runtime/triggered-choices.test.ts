// A choice between effects in a triggered power ("that enemy takes 15 fire damage or 15
// necrotic damage"): the power's player picks an alternative as it resolves, and the
// creature of the trigger ("that enemy") is still the one reached.
// ddm-battle-rules-2011.txt § Activated Powers (choosing among a power's effects); § Resolving Effects;
// § Start of Turn Phase; § Resistance and Vulnerability
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/triggered-choices.wb",
  text: `creature "Pale Flame" {
  ${stats}
  attack melee basic "Touch": +6 vs AC; 5 damage
  power "Pale Fire": whenever enemy starts its turn adjacent to this creature: either that enemy takes 15 fire damage or that enemy takes 15 necrotic damage
}
creature "Ember Imp" {
  ${stats}
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Fire Blood": resist 10 fire
}
`,
};

const field = (placements: Placement[], choices: string[]) => arena(placements, { extra: [cards], choices });

describe("ddm-battle-rules-2011.txt § Activated Powers: a choice between effects in a triggered power", () => {
  it("the Imp starting its turn beside the Flame takes 15 fire less Resist 10 (5) if fire is picked, 15 if necrotic is", () => {
    const placements: Placement[] = [
      { card: "Pale Flame", side: "B", at: [5, 5] },
      { card: "Ember Imp", side: "A", at: [5, 4] },
    ];
    const fire = field(placements, ["1", "end"]);
    creatureTurn(fire.g, "A1");
    expect(creature(fire, "A1").hp).toBe(35);
    const necrotic = field(placements, ["2", "end"]);
    creatureTurn(necrotic.g, "A1");
    expect(creature(necrotic, "A1").hp).toBe(25);
    expect(necrotic.decisions.find((d) => d.kind === "choose-effect")!.options.map((o) => o.label)).toEqual(["that enemy takes 15 fire damage", "that enemy takes 15 necrotic damage"]);
  });
});
