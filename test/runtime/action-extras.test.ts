// Effects of powers used as actions: a bonus against one enemy the power chose among those
// that cannot see its user, and extra actions for the rest of the turn.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § How to Choose Targets (Line of
// Sight); § Actions; § Taking a Turn
import { describe, expect, it } from "vitest";
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
}
creature "Plain Stalker" {
  level 4  cost 15  evil  factions Wild  keywords Fey
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Mark the Blind": minor action: choose one enemy that cannot see this creature and this creature gets +10 damage against that enemy until end of turn
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
});
