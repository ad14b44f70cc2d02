// House-rule packs: options they change and the core rules (conditions, terrain types,
// actions, scenarios) they replace or restrict, in force only for battles that name
// them; two packs touching one rule conflict. The packs ship in content/ddm/house-rules/.
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { libraryWith } from "../library.js";
import { attackRollOf, resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { walk } from "../../runtime/ddm/movement.js";
import { answer } from "../../runtime/ddm/questions.js";
import { scoreVictoryAreas } from "../../runtime/ddm/scoring.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";
import { terrainField } from "./terrain-field.js";

const cause = { creature: null, rule: "test", src: null };

const doublyResistant: SourceFile = {
  path: "test/house/creatures.wb",
  text: `creature "Ember Golem" {
  level 5  cost 20  unaligned  factions Wild  keywords Construct
  AC 15  Fort 15  Ref 15  Will 15  speed 6  hp 60
  attack melee basic "Slam": +8 vs AC; 10 damage
  power "Cinder Skin": resist 5 fire
  power "Banked Coals": resist 5 fire
}
`,
};

describe("house-rule packs (content/ddm/house-rules)", () => {
  it("core rules: only one of two Resist 5 fire applies, so 20 fire deals 15 (ddm-battle-rules-2011.txt § Resistance and Vulnerability)", () => {
    const a = arena([{ card: "Ember Golem", side: "A", at: [3, 3] }], { extra: [doublyResistant] });
    applyDamage(a.g, "A1", [{ amount: 20, type: "fire" }], cause);
    expect(creature(a, "A1").hp).toBe(45);
  });

  it("'Stacking Resists' adds Resist powers of one type together: 20 fire deals 10", () => {
    const a = arena([{ card: "Ember Golem", side: "A", at: [3, 3] }], { extra: [doublyResistant], houseRules: ["Stacking Resists"] });
    applyDamage(a.g, "A1", [{ amount: 20, type: "fire" }], cause);
    expect(creature(a, "A1").hp).toBe(50);
    expect(a.g.state.log.at(-1)!.text).toContain("resist 10 fire (Cinder Skin + Banked Coals)");
  });

  it("core rules: flanking grants combat advantage, +2: a 2 + 5 = 7 Knife becomes 9 and misses AC 10 (ddm-battle-rules-2011.txt § Flanking)", () => {
    const flank = (houseRules: string[]) => {
      const a = arena(
        [
          { card: "Whirl Dancer", side: "A", at: [3, 3] },
          { card: "Whirl Dancer", side: "A", at: [5, 3] },
          { card: "Ember Drake", side: "B", at: [4, 3] },
        ],
        { dice: [2], extra: [combatFixtures], houseRules },
      );
      resolveAttack(a.g, "A1", cardOf(a.g, "Whirl Dancer").attacks.find((x) => x.name === "Knife")!, "B1");
      return a;
    };
    expect(creature(flank([]), "B1").hp).toBe(60);
    // 'Brutal Flanks' makes flanking worth +3: 10 hits AC 10, and the roll cites the pack's line.
    const brutal = flank(["Brutal Flanks"]);
    expect(creature(brutal, "B1").hp).toBe(55);
    expect(brutal.g.state.log.find((e) => e.text.startsWith("Knife:"))!.text).toContain("= 10 vs AC 10");
    const knife = cardOf(brutal.g, "Whirl Dancer").attacks.find((x) => x.name === "Knife")!;
    const ca = attackRollOf(brutal.g, "A1", knife, "B1").contributions.find((c) => c.rule === "core: combat advantage")!;
    expect(ca).toMatchObject({ amount: 3, src: { file: "content/ddm/house-rules/brutal-flanks.wb" } });
  });

  it("core rules: a Slowed creature may still shift (ddm-battle-rules-2011.txt § Slowed)", () => {
    const a = arena([{ card: "Mire Archer", side: "A", at: [3, 3], conditions: ["Slowed"] }]);
    expect(mayAct(a.g, "A1", "shift")).toMatchObject({ allowed: true, tier: 0 });
    expect(speedOf(a.g, "A1").value).toBe(2);
  });

  it("'Sluggish Slow' restricts Slowed: no shifting, a tier-2 rule from the house layer, and the core speed cap stays", () => {
    const a = arena([{ card: "Mire Archer", side: "A", at: [3, 3], conditions: ["Slowed"] }], { houseRules: ["Sluggish Slow"] });
    const r = mayAct(a.g, "A1", "shift");
    expect(r).toMatchObject({ allowed: false, tier: 2 });
    expect(r.verdicts.find((v) => v.status === "decides")).toMatchObject({ rule: "condition Slowed", src: { file: "content/ddm/house-rules/sluggish-slow.wb" } });
    expect(speedOf(a.g, "A1").value).toBe(2);
  });

  it("a pack that replaces a condition stands in for the core one", () => {
    const pack: SourceFile = {
      path: "test/house/crawl.wb",
      text: `layer house "Crawl"\nhouse "Crawl" {\n  replaces condition Slowed\n}\ncondition Slowed {\n  speed at most 1\n}\n`,
    };
    const a = arena([{ card: "Mire Archer", side: "A", at: [3, 3], conditions: ["Slowed"] }], { extra: [pack], houseRules: ["Crawl"] });
    expect(speedOf(a.g, "A1").value).toBe(1);
    expect(speedOf(a.g, "A1").contributions.filter((c) => c.op === "cap")).toEqual([expect.objectContaining({ amount: 1, src: expect.objectContaining({ file: "test/house/crawl.wb" }) })]);
  });

  it("two packs of one battle that change the same rule are a conflict, reported on the battle's line", () => {
    const other: SourceFile = {
      path: "test/house/other.wb",
      text: `layer house "Other Resists"\nhouse "Other Resists" {\n  option "resist values of a type stack" no\n}\n`,
    };
    const battle: SourceFile = {
      path: "test/house/battle.wb",
      text: `battle "Clash" {\n  scenario Assault\n  points 100\n  map "Ashfall Ford"\n  side A "Ember Watch"\n  side B "Grave Host"\n  house rules "Stacking Resists", "Other Resists"\n}\n`,
    };
    const r = libraryWith(other, battle);
    const d = r.diagnostics.find((x) => x.code === "WB382")!;
    expect(d).toMatchObject({ file: "test/house/battle.wb", range: { start: { line: 7, column: 3 } } });
    expect(d.message).toContain('option "resist values of a type stack" is changed by both "Stacking Resists" and "Other Resists"');
  });

  it("a pack outside the house layer, an unknown option or condition: diagnostics with a did-you-mean", () => {
    const bad: SourceFile = {
      path: "test/house/bad.wb",
      text: `house "Bad" {\n  option "resist value of a type stack" yes\n  replaces condition Slowd\n}\n`,
    };
    const r = libraryWith(bad);
    const msgs = r.diagnostics.filter((x) => x.file === "test/house/bad.wb").map((x) => `${x.range.start.line}:${x.code} ${x.message}`);
    expect(msgs).toEqual([
      "1:WB381 a house-rule pack belongs in a file that starts with 'layer house \"Bad\"'",
      "2:WB381 the ruleset has no option \"resist value of a type stack\"; did you mean 'resist values of a type stack'?",
      "3:WB381 there is no core condition named \"Slowd\" to replace; did you mean 'Slowed'?",
    ]);
  });

  it("core rules: entering fire deals 5 fire damage; 'Roaring Fires' replaces the terrain: 10, and 10 more at the start of the turn (ddm-battle-rules-2011.txt § Fire (or Corrosive))", () => {
    const burn = (houseRules: string[]) => {
      const a = arena([{ card: "Mire Archer", side: "A", at: [1, 7] }], { extra: [terrainField], battle: "Terrain Test", houseRules, choices: ["end"] });
      walk(a.g, "A1", [{ x: 1, y: 8, size: 1 }], false, cause);
      return a;
    };
    expect(creature(burn([]), "A1").hp).toBe(30);
    const roaring = burn(["Roaring Fires"]);
    expect(creature(roaring, "A1").hp).toBe(25);
    // The damage cites the pack's terrain rule, not the core one.
    expect(roaring.g.state.log.find((e) => e.kind === "damage")!.src).toMatchObject({ file: "content/ddm/house-rules/roaring-fires.wb", line: 11 });
    creatureTurn(roaring.g, "A1");
    expect(creature(roaring, "A1").hp).toBe(15);
  });

  it("core rules: Assault scores 5 VP once for holding a victory area; 'Hold the Ground' restricts the scenario: 5 more per creature alone in it (ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points); § Uncontested Victory)", () => {
    const hold = (houseRules: string[]) => {
      const a = arena(
        [
          { card: "Cinder Goblin Cutter", side: "A", at: [5, 8] },
          { card: "Cinder Goblin Cutter", side: "A", at: [6, 9] },
          { card: "Cinder Goblin Cutter", side: "B", at: [11, 11] },
        ],
        { houseRules },
      );
      scoreVictoryAreas(a.g);
      return a;
    };
    expect(hold([]).g.state.players.map((p) => p.vp)).toEqual([5, 0]);
    const held = hold(["Hold the Ground"]);
    expect(held.g.state.players.map((p) => p.vp)).toEqual([15, 0]);
    expect(held.g.state.log.filter((e) => e.kind === "vp").map((e) => e.src?.file)).toEqual(["content/ddm/core/scenarios.wb", "content/ddm/house-rules/hold-the-ground.wb"]);
  });

  it("core rules: a shift provokes nothing; 'Careless Shifts' restricts the action: shifting away from an enemy provokes (ddm-battle-rules-2011.txt § Move Actions (Shift); § Opportunity Attacks)", () => {
    const shiftAway = (houseRules: string[]) => {
      const a = arena(
        [
          { card: "Cinder Goblin Cutter", side: "A", at: [3, 3] },
          { card: "Cinder Goblin Cutter", side: "B", at: [4, 3] },
        ],
        { houseRules, choices: houseRules.length ? ["shift:5,3", "attack", "end"] : ["shift:5,3", "end"], dice: [10] },
      );
      creatureTurn(a.g, "B1");
      return a;
    };
    const core = shiftAway([]);
    expect(core.decisions.map((d) => d.kind)).toEqual(["action", "action"]);
    expect(creature(core, "B1").hp).toBe(20);
    const careless = shiftAway(["Careless Shifts"]);
    expect(careless.decisions[1]).toMatchObject({ kind: "opportunity-attack", player: 0 });
    expect(creature(careless, "B1").hp).toBe(15); // Short Blade: 10 + 6 = 16 vs AC 16, 5 damage
    expect(creature(careless, "B1").space).toMatchObject({ x: 5, y: 3 });
  });

  it("a pack restricting a terrain type adds a restriction that 'why' names, citing the pack's line (ddm-battle-rules-2011.txt § Legal Position)", () => {
    const bog: SourceFile = {
      path: "test/house/bog.wb",
      text: `layer house "Bog"\nhouse "Bog" {\n  restricts terrain difficult\n}\nterrain difficult {\n  no creature may end movement here\n}\n`,
    };
    const at = (houseRules: string[]) => arena([{ card: "Mire Archer", side: "A", at: [2, 3] }], { extra: [terrainField, bog], battle: "Terrain Test", houseRules });
    const core = answer(at([]).g, "A1", ["enter", "3,3"]);
    expect(core).toMatchObject({ kind: "ruling", ruling: { allowed: true, tier: 0 } });
    const boggy = answer(at(["Bog"]).g, "A1", ["enter", "3,3"]);
    if (boggy.kind !== "ruling") throw new Error("expected a ruling");
    expect(boggy.ruling).toMatchObject({ allowed: false, tier: 2 });
    expect(boggy.ruling.verdicts.find((v) => v.status === "decides")).toMatchObject({ rule: "terrain difficult", src: { file: "test/house/bog.wb", line: 6 } });
  });

  it("two packs of one battle touching the same terrain are a conflict at the battle's line and column", () => {
    const cool: SourceFile = {
      path: "test/house/cool.wb",
      text: `layer house "Cool Fires"\nhouse "Cool Fires" {\n  restricts terrain fire\n}\nterrain fire {\n  difficult\n}\n`,
    };
    const battle: SourceFile = {
      path: "test/house/battle.wb",
      text: `battle "Clash" {\n  scenario Assault\n  points 100\n  map "Ashfall Ford"\n  side A "Ember Watch"\n  side B "Grave Host"\n  house rules "Roaring Fires", "Cool Fires"\n}\n`,
    };
    const d = libraryWith(cool, battle).diagnostics.find((x) => x.code === "WB382")!;
    expect(d).toMatchObject({ file: "test/house/battle.wb", range: { start: { line: 7, column: 3 } } });
    expect(d.message).toContain('terrain fire is changed by both "Roaring Fires" and "Cool Fires"');
  });

  it("a pack replacing a scenario's limits is what the battle's warbands are checked against", () => {
    const small: SourceFile = {
      path: "test/house/small.wb",
      text: `layer house "Small Assault"\nhouse "Small Assault" {\n  replaces scenario Assault\n}\nscenario Assault {\n  points 100\n  creatures at most 1\n  score cost when an enemy is destroyed\n  win at point limit\n}\n`,
    };
    const battle: SourceFile = {
      path: "test/house/battle.wb",
      text: `warband "Pair" {\n  creature "Cinder Goblin Cutter" x 2\n}\nbattle "Clash" {\n  scenario Assault\n  points 100\n  map "Ashfall Ford"\n  side A "Pair"\n  side B "Pair"\n  house rules "Small Assault"\n}\n`,
    };
    const errors = libraryWith(small, battle).diagnostics.filter((x) => x.file === "test/house/battle.wb" && x.severity === "error");
    expect(errors.map((x) => `${x.range.start.line} ${x.code}`)).toEqual(["8 WB371", "9 WB371"]);
    expect(errors[0]!.message).toMatch(/at most 1/);
  });

  it("terrain, action and scenario claims: unknown names get a did-you-mean, a restricting block may not change the rule itself", () => {
    const bad: SourceFile = {
      path: "test/house/bad2.wb",
      text: `layer house "Bad Two"\nhouse "Bad Two" {\n  replaces terrain lava\n  restricts scenario Assault\n  restricts action shift\n}\nscenario Assault {\n  points 100\n}\naction shift {\n  squares 2\n}\n`,
    };
    const msgs = libraryWith(bad).diagnostics.filter((x) => x.file === "test/house/bad2.wb").map((x) => `${x.range.start.line}:${x.code} ${x.message}`);
    expect(msgs).toEqual([
      "3:WB381 there is no core terrain named \"lava\" to replace",
      "8:WB381 restricting a scenario may add scoring, victory and warband rules; to change 'points', replace the scenario",
      "11:WB381 restricting an action may add 'provokes', 'at most N per turn' and 'counts as …'; to change 'squares', replace the action",
    ]);
  });
});
