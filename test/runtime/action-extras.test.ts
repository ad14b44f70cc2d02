// Effects of powers used as actions: a bonus against one enemy the power chose among those
// that cannot see its user, and extra actions for the rest of the turn.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § How to Choose Targets (Line of
// Sight); § Actions; § Taking a Turn
import { describe, expect, it } from "vitest";
import { addOngoing } from "../../runtime/ddm/effects.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText } from "./arena.js";

const stalkers = {
  path: "test/stalkers.wb",
  text: `creature "Shadow Stalker" {
  level 4  cost 15  evil  factions Wild  keywords Fey
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Cloak": invisible
  power "Mark the Blind": minor action: choose one enemy that cannot see this creature and this creature gets +10 damage against that enemy until end of turn
  power "Surge": minor action: this creature takes 1 extra attack action this turn
  power "Deflect": minor action: this creature cannot be targeted by ranged attacks until end of its next turn
  power "Fan the Flames": minor action: one enemy taking ongoing fire damage within 5 squares is Weakened
  power "Shadow Swap": minor action: this creature switches positions with one Goblin ally
}
creature "Sling Goblin" {
  level 2  cost 8  evil  factions Wild  keywords Goblin
  AC 14  Fort 12  Ref 13  Will 12  speed 6  hp 20
  attack melee basic "Knife": +5 vs AC; 5 damage
  attack ranged 8 "Sling": +5 vs AC; 5 damage
}
creature "Plain Stalker" {
  level 4  cost 15  evil  factions Wild  keywords Fey
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Mark the Blind": minor action: choose one enemy that cannot see this creature and this creature gets +10 damage against that enemy until end of turn
  power "Deflect": minor action: this creature cannot be targeted by ranged attacks until end of its next turn
}
`,
};
const foes = (card: string) => [
  { card, side: "A" as const, at: [3, 3] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "B" as const, at: [3, 4] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "B" as const, at: [4, 4] as [number, number] },
];

describe("effects of powers used as actions", () => {
  it("'choose one enemy that cannot see this creature … +10 damage against that enemy': only the chosen enemy takes the bonus", () => {
    const a = arena(foes("Shadow Stalker"), { extra: [stalkers], dice: [15], choices: ["power:Mark the Blind", "B1", "attack:Claw:B1", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(creature(a, "B1").maxHp - 15);
    const b = arena(foes("Shadow Stalker"), { extra: [stalkers], dice: [15], choices: ["power:Mark the Blind", "B1", "attack:Claw:B2", "end"] });
    creatureTurn(b.g, "A1");
    expect(creature(b, "B2").hp).toBe(creature(b, "B2").maxHp - 5);
  });

  it("no enemy is chosen when every enemy can see the creature, and no bonus follows", () => {
    const a = arena(foes("Plain Stalker"), { extra: [stalkers], dice: [15], choices: ["power:Mark the Blind", "attack:Claw:B1", "end"] });
    creatureTurn(a.g, "A1");
    expect(a.decisions.some((d) => d.kind === "choose-creature")).toBe(false);
    expect(creature(a, "B1").hp).toBe(creature(a, "B1").maxHp - 5);
  });

  it("'takes 1 extra attack action this turn' lets it attack twice in its turn", () => {
    const a = arena(foes("Shadow Stalker"), { extra: [stalkers], dice: [15, 15], choices: ["power:Surge", "attack:Claw:B1", "attack:Claw:B1", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(creature(a, "B1").maxHp - 10);
    expect(logText(a).some((t) => /takes 1 extra attack action this turn/.test(t))).toBe(true);
  });

  it("'cannot be targeted by ranged attacks until end of its next turn': a ranged attack may not target it, a melee attack still may (tier 4 card text)", () => {
    const a = arena(
      [
        { card: "Plain Stalker", side: "A", at: [3, 3] },
        { card: "Sling Goblin", side: "B", at: [3, 4] },
      ],
      { extra: [stalkers], choices: ["power:Deflect", "end"], dice: [] },
    );
    const attacks = cardOf(a.g, "Sling Goblin").attacks;
    const sling = attacks.find((x) => x.name === "Sling")!;
    const knife = attacks.find((x) => x.name === "Knife")!;
    expect(mayTarget(a.g, "B1", sling, "A1").allowed).toBe(true);
    creatureTurn(a.g, "A1");
    const ruling = mayTarget(a.g, "B1", sling, "A1");
    expect(ruling.allowed).toBe(false);
    expect(ruling.verdicts.find((v) => v.status === "decides")!.tier).toBe(4);
    expect(mayTarget(a.g, "B1", knife, "A1").allowed).toBe(true);
  });

  it("'one enemy taking ongoing fire damage within 5 squares is Weakened': only the burning enemy is reached", () => {
    const a = arena(
      [
        { card: "Shadow Stalker", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] },
      ],
      { extra: [stalkers], choices: ["power:Fan the Flames", "end"] },
    );
    addOngoing(a.g, "B2", 5, "fire", { creature: null, rule: "the test", src: null });
    creatureTurn(a.g, "A1");
    expect(creature(a, "B2").effects.some((e) => e.name === "Weakened")).toBe(true);
    expect(creature(a, "B1").effects.some((e) => e.name === "Weakened")).toBe(false);
  });

  it("'switches positions with one Goblin ally': the two trade spaces, the player picking the ally", () => {
    const a = arena(
      [
        { card: "Shadow Stalker", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [8, 8] },
        { card: "Cinder Goblin Cutter", side: "A", at: [1, 9] },
      ],
      { extra: [stalkers], choices: ["power:Shadow Swap", "A2", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 8, y: 8 });
    expect(creature(a, "A2").space).toMatchObject({ x: 3, y: 3 });
    expect(creature(a, "A3").space).toMatchObject({ x: 1, y: 9 });
  });
});
