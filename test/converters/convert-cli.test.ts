// warband convert 5e: files written per monster, --only, --report, --table, and clear
// refusals for a bad table or an unknown monster.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { convert } from "../../cli/commands/convert.js";
import { check } from "../../cli/commands/check.js";
import { bundledLibrary } from "../../cli/content-files.js";
import { emberHound, roundTable } from "./monsters.js";

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "warband-convert-"));
  const second = { ...structuredClone(emberHound), name: "Ash Pup", index: "ash-pup", challenge_rating: 0.5, hit_points: 20 };
  writeFileSync(join(dir, "monsters.json"), JSON.stringify([emberHound, second, { name: "Broken" }]));
  return dir;
}

describe("warband convert 5e", () => {
  it("writes one card per monster, skips unreadable records and reports every approximation", () => {
    const dir = workspace();
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    const code = convert("5e", join(dir, "monsters.json"), { output: join(dir, "out"), report: join(dir, "report.json") });
    err.mockRestore();
    expect(code).toBe(0);
    expect(readdirSync(join(dir, "out")).sort()).toEqual(["ash-pup.wb", "ember-hound.wb"]);
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8")) as { converted: { name: string; approximations: string[] }[]; skipped: unknown[] };
    expect(report.converted.map((c) => c.name)).toEqual(["Ember Hound", "Ash Pup"]);
    expect(report.converted[0]!.approximations.length).toBeGreaterThan(5);
    expect(report.skipped).toEqual([{ name: "Broken", problem: "no number for hit_points" }]);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const checkErr = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(check([join(dir, "out")], { library: bundledLibrary("ddm") })).toBe(0);
    log.mockRestore();
    checkErr.mockRestore();
  });

  it("converts only the monsters named with --only, and uses a house table given with --table", () => {
    const dir = workspace();
    writeFileSync(join(dir, "house.json"), JSON.stringify({ ...roundTable, cost: { ...roundTable.cost, byLevel: [[1, 100], [30, 100]] } }));
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(convert("5e", join(dir, "monsters.json"), { output: join(dir, "out"), only: ["ash pup"], table: join(dir, "house.json") })).toBe(0);
    err.mockRestore();
    expect(readdirSync(join(dir, "out"))).toEqual(["ash-pup.wb"]);
    expect(readFileSync(join(dir, "out", "ash-pup.wb"), "utf8")).toContain("cost 100 ");
  });

  it("refuses a table that breaks its schema, an unknown edition and an unknown monster, with exit code 1", () => {
    const dir = workspace();
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ ...roundTable, hp: { base: "ten" } }));
    const lines: string[] = [];
    const err = vi.spyOn(console, "error").mockImplementation((m: string) => void lines.push(m));
    expect(convert("5e", join(dir, "monsters.json"), { output: join(dir, "out"), table: join(dir, "bad.json") })).toBe(1);
    expect(lines.join("\n")).toContain("bad.json: /hp");
    expect(convert("4e", join(dir, "monsters.json"), { output: join(dir, "out") })).toBe(1);
    expect(convert("5e", join(dir, "monsters.json"), { output: join(dir, "out2"), only: ["Tarrasque"] })).toBe(1);
    expect(lines.join("\n")).toContain('no monster named "Tarrasque"');
    err.mockRestore();
  });
});
