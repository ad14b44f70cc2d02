// "Can take 1 additional minor action each turn while active, even if dazed or confused":
// one more minor action each turn, which Dazed's one action and Confused's roll of 6-10 (no
// actions) do not take away; other actions keep those limits.
// ddm-battle-rules-2011.txt § Take Actions Phase (Minor Action); § Dazed; § Confused; § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { addCondition } from "../../runtime/ddm/effects.js";
import { mayAct, spendSlot } from "../../runtime/ddm/permissions.js";
import { arena } from "./arena.js";

const cause = { rule: "a test's power", creature: null, src: null };

const cards = {
  path: "test/minors-despite.wb",
  text: `creature "Many-Eyed Overseer" {
  level 10  cost 40  evil  factions Underdark  keywords Aberration
  AC 22  Fort 20  Ref 20  Will 22  speed 4 flight  hp 100
  attack melee basic "Bite": +14 vs AC; 15 damage
  power "Many Minds": takes 1 extra minor action each turn even if Dazed or Confused
}
creature "Plain Overseer" {
  level 10  cost 40  evil  factions Underdark  keywords Aberration
  AC 22  Fort 20  Ref 20  Will 22  speed 4 flight  hp 100
  attack melee basic "Bite": +14 vs AC; 15 damage
  power "Quick Eyes": takes 1 extra minor action each turn
}
`,
};

const dazedTurn = (card: string) => {
  const a = arena([{ card, side: "A", at: [3, 3] }], { extra: [cards] });
  addCondition(a.g, "A1", "Dazed", { kind: "save-ends" }, cause);
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 2, taken: 0 };
  return a;
};

describe("§ Dazed: a minor action beyond the one action", () => {
  it("after its one action (an attack) the Dazed overseer may still take a minor action, then nothing more", () => {
    const a = dazedTurn("Many-Eyed Overseer");
    const t = a.g.state.active!;
    spendSlot(t, "attack");
    expect(mayAct(a.g, "A1", "move action").allowed).toBe(false);
    expect(mayAct(a.g, "A1", "minor action").allowed).toBe(true);
    spendSlot(t, "minor");
    expect(mayAct(a.g, "A1", "minor action").allowed).toBe(false);
  });

  it("a minor action first leaves it its one action: a move", () => {
    const a = dazedTurn("Many-Eyed Overseer");
    spendSlot(a.g.state.active!, "minor");
    expect(mayAct(a.g, "A1", "move action").allowed).toBe(true);
  });

  it("an extra minor action without those words is one of Dazed's one action", () => {
    const a = dazedTurn("Plain Overseer");
    spendSlot(a.g.state.active!, "attack");
    expect(mayAct(a.g, "A1", "minor action").allowed).toBe(false);
  });
});

describe("§ Confused: a minor action though the roll barred every action", () => {
  it("barred on a roll of 6-10, it may take only its extra minor action", () => {
    const a = dazedTurn("Many-Eyed Overseer");
    a.g.state.active!.barred = { text: "Confused: rolled 7 (6-10), no actions this turn", src: null, confused: true };
    expect(mayAct(a.g, "A1", "move action").allowed).toBe(false);
    expect(mayAct(a.g, "A1", "minor action").allowed).toBe(true);
  });
});
