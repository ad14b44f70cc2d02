// House-rule packs: options they change and core conditions they replace or restrict,
// in force only for battles that name them; two packs touching one rule conflict.
// The packs ship in content/ddm/house-rules/.
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { libraryWith } from "../library.js";
import { attackRollOf, resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";

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
});
