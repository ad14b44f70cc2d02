// "Each nonchampion ally this creature has line of sight to moves up to its Speed",
// "each enemy in line of sight of this creature takes 5 damage": every creature of that
// side (of the keyword or rating named) the power's owner can see, and no other.
// ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight); § Invisible; § Champion Powers
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/seen-subjects.wb",
  text: `creature "Field Herald" {
  level 6  cost 25  good  factions Civilization  keywords Human
  AC 17  Fort 16  Ref 14  Will 14  speed 6  hp 50
  attack melee basic "Mace": +8 vs AC; 10 damage
  power "Rallying Cry": minor action: Non-champion allies this creature can see heals 10
  power "Searching Glare": replaces attack action: enemies this creature can see takes 5 damage
}
creature "Hill Captain" {
  level 6  cost 25  good  factions Civilization  keywords Human  champion 2
  AC 17  Fort 16  Ref 14  Will 14  speed 6  hp 50
  attack melee basic "Axe": +8 vs AC; 10 damage
}
creature "Hill Footman" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Spear": +6 vs AC; 5 damage
}
creature "Mist Lurker" {
  level 3  cost 10  evil  factions Wild  keywords Fey
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Veil": invisible
}
`,
};

function field(choices: string[], herald: string[] = [], dice: number[] = []) {
  return arena(
    [
      { card: "Field Herald", side: "A", at: [3, 3], conditions: herald },
      { card: "Hill Captain", side: "A", at: [5, 3], hp: 20 },
      { card: "Hill Footman", side: "A", at: [7, 3], hp: 10 },
      { card: "Hill Footman", side: "B", at: [3, 7] },
      { card: "Mist Lurker", side: "B", at: [5, 7] },
    ],
    { extra: [cards], choices, dice },
  );
}

describe("'Non-champion allies this creature can see' (§ Line of Sight; § Champion Powers)", () => {
  it("the footman it sees heals; the champion does not", () => {
    const a = field(["power:Rallying Cry", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A3").hp).toBe(20);
    expect(creature(a, "A2").hp).toBe(20);
  });

  it("a Blinded herald sees no ally, and none heals (§ Blinded)", () => {
    // The save at the turn's end fails (a 2).
    const a = field(["power:Rallying Cry", "end"], ["Blinded"], [2]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A3").hp).toBe(10);
  });
});

describe("'enemies this creature can see' (§ Invisible)", () => {
  it("the visible enemy takes 5 damage; the invisible one none", () => {
    const a = field(["power:Searching Glare", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(25);
    expect(creature(a, "B2").hp).toBe(30);
  });
});
