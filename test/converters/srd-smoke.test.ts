// Smoke run on the real SRD files when they are present (they are never copied into the
// project, ../shared/data/README.md): every monster converts, every card compiles with
// zero errors, and every card plays a round of a battle against a copy of itself.
// ddm-battle-rules-2011.txt § Playing the Game
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertBatch35, convertBatch5e } from "../../converters/batch.js";
import { recordsOf } from "../../converters/records.js";
import { compileProject } from "../../compiler/index.js";
import type { Table35 } from "../../converters/three-five/table.js";
import type { Table5e } from "../../converters/five-e/table.js";
import { trialSource } from "../../converters/trial.js";
import { vocabularyOf } from "../../converters/vocabulary.js";
import { randomLegalAgent } from "../../runtime/agents/random-legal.js";
import { play } from "../../runtime/ddm/battle.js";
import { library, libraryWith, sourcesUnder } from "../library.js";

const dataDir = process.env.WARBAND_DATA ?? join("..", "shared", "data");
const srd51 = join(dataDir, "srd-5.1-monsters.json");
const have51 = existsSync(srd51);
const srd35 = join(dataDir, "srd-3.5-monsters.json");
const have35 = existsSync(srd35);
if (!have51) console.warn(`SRD 5.1 smoke run skipped: no ${srd51} (set WARBAND_DATA to the data folder)`);
if (!have35) console.warn(`SRD 3.5 smoke run skipped: no ${srd35} (set WARBAND_DATA to the data folder)`);

describe("SRD 5.1 → DDM smoke run", () => {
  it.skipIf(!have51)("converts all 334 monsters into cards that compile with zero errors and each fight a round", () => {
    const records = recordsOf(JSON.parse(readFileSync(srd51, "utf8")))!;
    const table = JSON.parse(readFileSync("content/conversions/5e-to-ddm.json", "utf8")) as Table5e;
    const batch = convertBatch5e(records, table, vocabularyOf(library().ir));
    expect(batch.skipped).toEqual([]);
    expect(batch.cards).toHaveLength(334);
    const files = batch.cards.map((c) => ({ path: `converted/${c.file}`, text: c.text }));
    const trials = batch.cards.map((c) => ({ name: c.name, faction: c.text.match(/ factions (\w+)/)![1]! }));
    const result = libraryWith(...files, { path: "converted/trials.wb", text: trialSource(trials) });
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => `${d.file}:${d.range.start.line} ${d.message}`)).toEqual([]);
    let attacks = 0;
    for (let i = 0; i < trials.length; i++) {
      const out = play(result.ir, { battle: `Trial ${i + 1}`, seed: i + 1, choices: [] }, { agents: [randomLegalAgent(2 * i + 1), randomLegalAgent(2 * i + 2)], stopAfterTurns: 2 });
      expect(out.state.turn, trials[i]!.name).toBeGreaterThanOrEqual(2);
      attacks += out.state.log.filter((e) => e.kind === "attack").length;
    }
    // Two creatures 3+ squares apart often close in before attacking; some must attack in the first round.
    expect(attacks).toBeGreaterThan(0);
  }, 240_000);
});

describe("SRD 3.5 → Chainmail smoke run", () => {
  it.skipIf(!have35)("converts all 534 monsters into model cards that compile with zero errors", () => {
    const records = recordsOf(JSON.parse(readFileSync(srd35, "utf8")))!;
    const table = JSON.parse(readFileSync("content/conversions/3.5-to-chainmail.json", "utf8")) as Table35;
    const library35 = sourcesUnder("content/chainmail");
    const batch = convertBatch35(records, table, vocabularyOf(compileProject(library35).ir));
    expect(batch.skipped).toEqual([]);
    expect(batch.cards).toHaveLength(534);
    const result = compileProject([...library35, ...batch.cards.map((c) => ({ path: `converted/${c.file}`, text: c.text }))]);
    expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.file}:${d.range.start.line} ${d.message}`)).toEqual([]);
    expect(result.ir.models).toHaveLength(535);
  }, 240_000);
});
