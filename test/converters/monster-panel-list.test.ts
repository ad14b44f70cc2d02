// The workbench's "Add a D&D monster" panel outside the browser: reading a data file
// (which SRD it follows, the names to search) and converting one monster with the bundled
// tables, a Chainmail model checked against the Chainmail ruleset. Monsters invented for
// the tests (test/fixtures/srd-5.1-shaped-monsters.json, test/converters/monsters.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileProject } from "../../compiler/index.js";
import { editionOf } from "../../converters/records.js";
import { ChainmailCheck, isChainmailFile } from "../../editor/src/conversion/chainmail-files.js";
import { convertMonster } from "../../editor/src/conversion/converting.js";
import { listMonsters, searchMonsters } from "../../editor/src/conversion/monster-list.js";
import { sourcesUnder } from "../library.js";
import { bogBrute, emberHound } from "./monsters.js";

const fixture = readFileSync("test/fixtures/srd-5.1-shaped-monsters.json", "utf8");

describe("the monster panel's file reading", () => {
  it("detects the SRD of a file from which reader accepts its records", () => {
    expect(editionOf([emberHound, emberHound])).toBe("5e");
    expect(editionOf([bogBrute])).toBe("3.5");
    expect(editionOf([{ name: "Nobody" }, 3])).toBeNull();
  });

  it("lists an SRD 5.1-shaped file's monsters with CR, size and type", () => {
    const list = listMonsters(fixture);
    if (!list.ok) throw new Error(list.problem);
    expect(list.detected).toBe("5e");
    expect(list.entries).toEqual([
      { name: "Bramble Stalker", detail: "CR 2 Medium plant" },
      { name: "Glimmerwing Moth", detail: "CR 1/2 Small beast" },
      { name: "Ashen Cinderfiend", detail: "CR 5 Large fiend" },
    ]);
  });

  it("says why a file cannot be used instead of throwing", () => {
    expect(listMonsters("{ not json")).toMatchObject({ ok: false, problem: expect.stringContaining("not JSON") });
    expect(listMonsters('{"cards": []}')).toMatchObject({ ok: false, problem: expect.stringContaining('"monsters" array') });
    expect(listMonsters('[{"name": "Nobody"}]')).toMatchObject({ ok: false, problem: expect.stringContaining("none of its records") });
  });

  it("searches by every word of the query, names starting with it first", () => {
    const entries = [{ name: "Giant Moth", detail: "" }, { name: "Moth Swarm", detail: "" }, { name: "Ember Hound", detail: "" }];
    expect(searchMonsters(entries, "moth").map((e) => e.name)).toEqual(["Moth Swarm", "Giant Moth"]);
    expect(searchMonsters(entries, "MOTH giant").map((e) => e.name)).toEqual(["Giant Moth"]);
    expect(searchMonsters(entries, "  ")).toHaveLength(3);
    expect(searchMonsters(entries, "wolf")).toEqual([]);
  });
});

describe("the monster panel's conversion", () => {
  const ddm = compileProject(sourcesUnder("content/ddm")).ir;

  it("converts an SRD 5.1 monster into a DDM card that compiles with the DDM content", () => {
    const list = listMonsters(fixture);
    if (!list.ok) throw new Error(list.problem);
    const { card, chainmail } = convertMonster(list.records, "5e", "Ashen Cinderfiend", ddm);
    expect(chainmail).toBeUndefined();
    expect(card.text).toContain('creature "Ashen Cinderfiend" {');
    const result = compileProject([...sourcesUnder("content/ddm"), { path: "conversions/ashen-cinderfiend.wb", text: card.text }]);
    expect(result.diagnostics.filter((d) => d.file === "conversions/ashen-cinderfiend.wb" && d.severity === "error")).toEqual([]);
    expect(card.approximations.some((a) => a.startsWith("Multiattack (2 × Claw)"))).toBe(true);
  });

  it("converts an SRD 3.5 monster into a Chainmail model and checks it against the Chainmail ruleset", () => {
    const { card, chainmail } = convertMonster([bogBrute], "3.5", bogBrute.name, ddm);
    expect(card.text).toContain(`model "${bogBrute.name}"`);
    expect(chainmail?.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("tells a file of Chainmail model cards from a DDM file and checks it against Chainmail, where DDM would mark its words as errors", () => {
    const { card } = convertMonster([bogBrute], "3.5", bogBrute.name, ddm);
    const file = { path: "conversions/chainmail/bog-brute.wb", text: card.text };
    expect(isChainmailFile(file)).toBe(true);
    expect(isChainmailFile({ path: "mine.wb", text: 'creature "Marsh Wolf" {\n}\nmodel "Odd" {\n}\n' })).toBe(false);
    const check = new ChainmailCheck();
    expect(check.diagnostics([file]).filter((d) => d.severity === "error")).toEqual([]);
    expect(compileProject([...sourcesUnder("content/ddm"), file]).diagnostics.filter((d) => d.file === file.path && d.severity === "error").length).toBeGreaterThan(0);
    // A typo is still found, on the file's own line.
    const typo = { ...file, text: file.text.replace(/^(\s*)level /m, "$1levle ") };
    const errors = check.diagnostics([typo]).filter((d) => d.severity === "error");
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors.map((d) => d.file))).toEqual(new Set([file.path]));
  });

  it("names the monster it could not find or read", () => {
    expect(() => convertMonster([emberHound], "5e", "Nobody", ddm)).toThrow("no monster named Nobody");
    expect(() => convertMonster([{ name: "Broken" }], "5e", "Broken", ddm)).toThrow("Broken cannot be read as an SRD 5.1 monster");
  });
});
