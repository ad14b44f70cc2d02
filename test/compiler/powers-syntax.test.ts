// The syntax of powers: the action cost leads the power as on the card, champion powers,
// limited use with recharge, items and their assignment in a warband.
// ddm-battle-rules-2011.txt § Actions; § Powers and Effects; § Champion Powers; § How to Read an Item Stat Card
import { describe, expect, it } from "vitest";
import type { TriggerIR } from "../../compiler/index.js";
import { codes, libraryWith } from "../library.js";
import { powerCreatures } from "../runtime/power-creatures.js";

const compiled = libraryWith(powerCreatures);
const card = (name: string) => compiled.ir.creatures.find((c) => c.name === name)!;
const power = (c: string, p: string) => card(c).powers.find((x) => x.name === p)!;
const trigger = (c: string, p: string) => power(c, p).clauses[0] as TriggerIR;

describe("power syntax", () => {
  it("compiles the test powers with no diagnostics", () => {
    expect(codes(compiled, powerCreatures.path)).toEqual([]);
  });

  it("'minor action: …' is a power used as a minor action, with no trigger (§ Actions)", () => {
    expect(power("Horn Priest", "Healing Horn")).toMatchObject({ action: "minor", champion: false });
    expect(trigger("Horn Priest", "Healing Horn")).toMatchObject({ activation: "activated", event: null });
    expect(trigger("Horn Priest", "Healing Horn").effects[0]).toMatchObject({ op: "heal", subject: { op: "one-adjacent-ally" } });
  });

  it("'replaces attack action' and 'replaces turn' cost the attack action and the whole turn", () => {
    expect(power("Horn Priest", "Second Wind").action).toBe("attack");
    expect(power("Horn Priest", "Last Stand").action).toBe("turn");
  });

  it("'immediate action, use when …' is an activated power with its trigger (§ Actions, Immediate Actions)", () => {
    expect(power("Horn Priest", "Stand Fast").action).toBe("immediate");
    expect(trigger("Horn Priest", "Stand Fast")).toMatchObject({ activation: "activated", event: { op: "hit-by" } });
  });

  it("champion powers and a rechargeable limited-use attack (§ Champion Powers; § Rechargeable Powers)", () => {
    expect(power("War Chief", "Rally")).toMatchObject({ champion: true, action: null });
    const blow = card("War Chief").attacks.find((a) => a.name === "Crushing Blow")!;
    expect(blow).toMatchObject({ uses: 1, recharge: { op: "bloodied" } });
  });

  it("an item declares its levels, cost, keywords and powers; a warband assigns it", () => {
    const extra = { path: "test/items-warband.wb", text: 'warband "Ringed" {\n  creature "Horn Priest"\n  creature "Banner Bearer"\n  item "Ring of Warding" for "Horn Priest"\n}\n' };
    const r = libraryWith(powerCreatures, extra);
    expect(codes(r, extra.path)).toEqual([]);
    expect(r.ir.items.find((i) => i.name === "Ring of Warding")).toMatchObject({ minLevel: 1, maxLevel: 6, cost: 5, keywords: ["Human"] });
    expect(r.ir.warbands.find((w) => w.name === "Ringed")!.items).toMatchObject([{ name: "Ring of Warding", cost: 5, bearer: "Horn Priest" }]);
  });

  it("reports a champion power that is not activated, an item with no card and no cost, and a bad recharge with line and column", () => {
    const bad = {
      path: "test/bad-powers.wb",
      text: `creature "Bad" {
  level 1  cost 5  good  factions Civilization
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 10  champion 1
  attack melee basic "Hit" recharge when the moon rises: +1 vs AC; 5 damage
  champion power "Loud": +2 AC
}
warband "Bad Band" {
  creature "Bad"
  item "Ring of Nothing" for "Bad"
}
`,
    };
    const r = libraryWith(bad);
    const found = codes(r, bad.path);
    expect(found).toContain("5:3 WB335");
    expect(found.some((c) => c.startsWith("4:") && c.endsWith("WB310"))).toBe(true);
    expect(found).toContain("9:3 WB370");
  });
});
