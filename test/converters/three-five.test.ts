// 3.5 → Chainmail conversion with the bundled table, which encodes
// chainmail-rulebook-2001.txt § Chapter 6: Dungeons & Dragons Conversion; every number
// below is worked out by hand from that chapter's rules.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileProject } from "../../compiler/index.js";
import { convert35 } from "../../converters/three-five/convert.js";
import type { Monster35 } from "../../converters/three-five/monster.js";
import type { Table35 } from "../../converters/three-five/table.js";
import { check35Table } from "../../converters/tables/validate.js";
import { vocabularyOf } from "../../converters/vocabulary.js";
import { sourcesUnder } from "../library.js";
import { bogBrute } from "./monsters.js";

const chainmail = () => sourcesUnder("content/chainmail");
const table = JSON.parse(readFileSync("content/conversions/3.5-to-chainmail.json", "utf8")) as Table35;
const card = () => convert35(bogBrute as Monster35, { table, vocabulary: vocabularyOf(compileProject(chainmail()).ir) });

describe("3.5 → Chainmail conversion (chainmail-rulebook-2001.txt § Dungeons & Dragons Conversion)", () => {
  it("the bundled table passes its schema", () => {
    expect(check35Table(table)).toMatchObject({ ok: true });
  });

  it("level = Hit Dice, speed = feet ÷ 5, armor = AC, health = 37 ÷ 5 → 7, save = (7+1+2) ÷ 3 → 3 (§ Deriving Chainmail Scores)", () => {
    const t = card().text;
    for (const line of ["level 5", "speed 6", "armor 17", "health 7", "save +3", 'faction "Drazen\'s Horde"', "type evil giant"]) expect(t).toContain(`  ${line}\n`);
  });

  it("melee: 2 claws and a bite averaged with the primary counted double, 7.3 ÷ 5 = 1.46 → 1 and +1 attack; the fire rider as bonus energy; Extra Melee Attack 2 (§ Multiple Attacks)", () => {
    const c = card();
    expect(c.text).toContain("  melee +8 damage 1 + 1 fire\n");
    expect(c.text).toContain("  special Extra Melee Attack 2\n");
    expect(c.approximations).toContain("melee damage 7.3 ÷ 5 = 1.5 rounded to 1, so the melee attack is 1 higher");
  });

  it("a thrown rock gets 6 inches and one shot: 11 ÷ 5 → 2 (§ Ranged Attack and Damage)", () => {
    expect(card().text).toContain("  ranged +3 damage 2 range 6 uses 1\n");
  });

  it("named qualities become Chainmail abilities; Large gives Scary (Hit Dice − 4), reach 10 ft gives Reach 1; the rest is text", () => {
    const c = card();
    const specials = c.text.split("\n").filter((l) => l.startsWith("  special ")).map((l) => l.slice(10));
    expect(specials).toEqual(["Extra Melee Attack 2", "Poison 15", "Darkvision 12", "Resist cold 2", "Resist fire 1", "Immune Poison", "Cleave", "Scary 1", "Reach 1"]);
    expect(c.fallbacks).toEqual(["bog sense"]);
    expect(c.approximations.some((n) => n.startsWith("Toughness left off"))).toBe(true);
    expect(c.approximations.some((n) => n.startsWith("low-light vision left off"))).toBe(true);
  });

  it("writes a model card that compiles with zero errors against the Chainmail vocabulary", () => {
    const c = card();
    const r = compileProject([...chainmail(), { path: "bog-brute.wb", text: c.text }]);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const m = r.ir.models.find((x) => x.name === "Bog Brute")!;
    expect(m).toMatchObject({ level: 5, health: 7, armor: 17, save: 3, faction: "Drazen's Horde", melee: { bonus: 8, damage: [{ amount: 1, type: null }, { amount: 1, type: "fire" }] } });
    expect(m.specials.find((s) => s.ability === "Resist ENERGY N")).toMatchObject({ word: "cold", value: 2 });
  });
});
