// Powers used during set-up ("use during your setup: …"): offered once the power's player
// has placed its creatures, before the other player sets up; a choice among named effects
// that last the battle; hit points gained then raise the maximum and the bloodied score.
// ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § Hit Points (Set-Up Effects; Bonus Hit Points)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeGame, type Game } from "../../runtime/ddm/game.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import { playRound } from "../../runtime/ddm/round.js";
import { defenseOf, speedOf } from "../../runtime/ddm/values.js";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { libraryWith } from "../library.js";

const card = (name: string, powers: string, keywords = "") => `creature "${name}" {
  level 1  cost 5  unaligned  factions Wild${keywords ? `  keywords ${keywords}` : ""}
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 20
  attack melee basic "Jab": +1 vs AC; 5 damage
${powers}
}
`;

const content: SourceFile = {
  path: "test/set-up-effects.wb",
  text: `map "Yard" {
  size 10 x 10
  start A 0,0 to 9,0
  start B 0,9 to 9,9
  victory A 4,6 to 5,7
  victory B 4,2 to 5,3
}
${card("Shifting Hulk", '  power "Grow": use during your setup: choose one (this creature gets +4 Ref until end of battle and this creature gets +2 speed until end of battle) or this creature gets +4 AC until end of battle')}${card("Grave Tender", '  power "Dark Tending": use during your setup: one Undead ally gains 20 bonus hp')}${card("Bone Walker", "", "Undead")}${card("Dawn Ward", '  power "Veil": use during your setup: this creature gets +2 AC until end of round')}${card("Plain Guard", "")}
warband "Hulks" {\n  creature "Shifting Hulk"\n}
warband "Tenders" {\n  creature "Grave Tender"\n  creature "Bone Walker"\n}
warband "Wards" {\n  creature "Dawn Ward"\n}
warband "Guards" {\n  creature "Plain Guard"\n}
${["Hulks", "Tenders", "Wards"].map((w) => `battle "${w} Battle" {\n  scenario Assault\n  points 100\n  map "Yard"\n  side A "Guards"\n  side B "${w}"\n}\n`).join("")}`,
};

const compiled = libraryWith(content);
const ir = compiled.ir;

/** A battle before set-up; `pick` answers decisions (default: the first legal option), each recorded in `asked`. */
function battle(name: string, pick: (d: Decision) => string | undefined = () => undefined) {
  const asked: Decision[] = [];
  const g: Game = makeGame(ir, newBattleState(ir, name, 5), (d) => {
    asked.push(d);
    const id = pick(d);
    const i = id === undefined ? d.options.findIndex((o) => o.legal) : d.options.findIndex((o) => o.id === id && o.legal);
    if (i < 0) throw new Error(`no option ${id} for ${d.prompt}`);
    return i;
  });
  return { g, asked };
}

describe("§ Set-Up (Set-Up Powers): use during your setup", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("is offered once its player's creatures are all placed, after the first player's set-up, and the chosen effect lasts the battle", () => {
    const { g, asked } = battle("Hulks Battle", (d) => (d.kind === "choose-effect" ? "1" : undefined));
    setUp(g);
    const offer = asked.findIndex((d) => d.kind === "use-power");
    // Side A (the guards) sets up first, then side B places its Hulk; only then is Grow offered.
    const placedBefore = asked.slice(0, offer).filter((d) => d.kind === "place").map((d) => d.prompt);
    expect(placedBefore.some((p) => p.includes("(B1)"))).toBe(true);
    expect(asked.slice(offer).some((d) => d.kind === "place")).toBe(false);
    expect(asked.find((d) => d.kind === "choose-effect")!.options).toHaveLength(2);
    expect(defenseOf(g, "B1", "Ref").value).toBe(14);
    expect(speedOf(g, "B1").value).toBe(8);
    expect(defenseOf(g, "B1", "AC").value).toBe(10);
    // Still there after a round ("until end of battle").
    playRound(g);
    expect(defenseOf(g, "B1", "Ref").value).toBe(14);
  });

  it("the other alternative gives its own effect only", () => {
    const { g } = battle("Hulks Battle", (d) => (d.kind === "choose-effect" ? "2" : undefined));
    setUp(g);
    expect(defenseOf(g, "B1", "AC").value).toBe(14);
    expect(defenseOf(g, "B1", "Ref").value).toBe(10);
  });

  it("declined, it does nothing and is not offered again", () => {
    const { g, asked } = battle("Hulks Battle", (d) => (d.kind === "use-power" ? "decline" : undefined));
    setUp(g);
    playRound(g);
    expect(asked.filter((d) => d.kind === "use-power" && d.prompt.includes("Grow"))).toHaveLength(1);
    expect(defenseOf(g, "B1", "AC").value).toBe(10);
  });

  it("an effect 'until end of round' begun at set-up lasts through the first round and ends with it", () => {
    const { g } = battle("Wards Battle");
    setUp(g);
    const ward = g.state.creatures.find((c) => c.card === "Dawn Ward")!.id;
    expect(defenseOf(g, ward, "AC").value).toBe(12);
    playRound(g);
    expect(g.state.round).toBe(1);
    expect(defenseOf(g, ward, "AC").value).toBe(10);
  });

  it("§ Hit Points (Set-Up Effects): hit points gained at set-up raise the maximum, and the bloodied score is half the new maximum", () => {
    const { g } = battle("Tenders Battle");
    setUp(g);
    const walker = g.state.creatures.find((c) => c.card === "Bone Walker")!;
    expect({ hp: walker.hp, maxHp: walker.maxHp, bloodiedAt: walker.bloodiedAt }).toEqual({ hp: 40, maxHp: 40, bloodiedAt: 20 });
    const tender = g.state.creatures.find((c) => c.card === "Grave Tender")!;
    expect(tender.maxHp).toBe(20);
  });
});
