// Completion (compiler/services/completion.ts): what the grammar allows next, filled
// from the symbol table, the ruleset and the primitive registry.
import { describe, expect, it } from "vitest";
import { completion } from "../../compiler/services/completion.js";
import { registry } from "../../compiler/primitives/index.js";
import { project, USER } from "./project.js";

function complete(text: string) {
  const cursor = text.indexOf("|");
  const a = project(text.replace("|", ""));
  return completion(a, { file: USER, offset: cursor });
}

const labels = (text: string) => complete(text).items.map((i) => i.label);

describe("completion", () => {
  it("offers declarations and a whole-card snippet at the top level", () => {
    const items = complete("|").items;
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(["creature", "condition", "map", "creature card"]));
    const card = items.find((i) => i.label === "creature card")!;
    expect(card.snippet).toBe(true);
    expect(card.insertText).toMatch(/^creature "\$\{1:Name\}" \{/);
  });

  it("offers card items, stats and attack and power snippets inside a creature", () => {
    const got = labels('creature "X" {\n  |\n}\n');
    expect(got).toEqual(expect.arrayContaining(["attack", "power", "aura", "hp", "AC", "bloodied", "attack (melee)", "power (triggered)"]));
    expect(got).not.toContain("map");
  });

  it("completes a partly typed word over its own range", () => {
    const list = complete('creature "X" {\n  blo|\n}\n');
    expect(list.items.map((i) => i.label)).toContain("bloodied");
    expect(list.range.start.column).toBe(3);
    expect(list.range.end.column).toBe(6);
  });

  it("offers every registry phrase, conditions and actions in a power's body", () => {
    const list = complete('creature "X" {\n  power "P": |\n}\n');
    const got = list.items.map((i) => i.label);
    expect(got).toEqual(expect.arrayContaining(["Immobilized", "Slowed", "shift", "move"]));
    const primitives = list.items.filter((i) => i.kind === "primitive");
    const patterns = (["effect", "modifier", "permission", "trigger", "subject"] as const).reduce((n, f) => n + registry[f].reduce((m, e) => m + e.patterns.length, 0), 0);
    expect(primitives.length).toBe(patterns);
    // A phrase's slots become snippet placeholders (looked up by its snippet: other "resist …" phrases may sort first).
    const resist = primitives.find((i) => i.insertText === "resist ${1:amount} ${2:type}")!;
    expect(resist.label.startsWith("resist")).toBe(true);
    expect(resist.documentation).toContain("ddm-battle-rules-2011.txt");
  });

  it("offers defences after 'vs' and states after 'while'", () => {
    expect(labels('creature "X" {\n  attack melee "A": +5 vs |\n}\n')).toEqual(["AC", "Fort", "Ref", "Will"]);
    const gates = complete('creature "X" {\n  power "P": +2 AC while |\n}\n').items;
    expect(gates.filter((i) => i.kind === "primitive").every((i) => i.detail.startsWith("a state"))).toBe(true);
    expect(gates.map((i) => i.label)).toContain("Immobilized");
  });

  it("offers a house-rule pack's lines, the kinds of core rule and the core rules of that kind", () => {
    expect(labels('layer house "P"\nhouse "P" {\n  |\n}\n')).toEqual(expect.arrayContaining(["option", "replaces", "restricts"]));
    expect(labels('layer house "P"\nhouse "P" {\n  restricts |\n}\n')).toEqual(["condition", "terrain", "action", "scenario"]);
    const terrains = complete('layer house "P"\nhouse "P" {\n  replaces terrain |\n}\n').items;
    expect(terrains.map((i) => i.label)).toEqual(expect.arrayContaining(["fire", "spike-stones", "blood-rock"]));
    const actions = complete('layer house "P"\nhouse "P" {\n  restricts action |\n}\n').items;
    expect(actions.find((i) => i.label === "opportunity attack")?.insertText).toBe('"opportunity attack"');
    expect(actions.find((i) => i.label === "shift")?.insertText).toBe("shift");
  });

  it("offers quoted creature names in a warband and map names in a battle", () => {
    const creatures = complete('warband "W" {\n  creature |\n}\n').items;
    const hollow = creatures.find((i) => i.label === "Hollow Brute");
    expect(hollow).toMatchObject({ kind: "creature", insertText: '"Hollow Brute"' });
    expect(labels('battle "B" {\n  map |\n}\n')).toContain("Ashfall Ford");
  });

  it("offers the ruleset's factions on a factions line", () => {
    expect(labels('creature "X" {\n  factions |\n}\n')).toEqual(expect.arrayContaining(["Borderlands", "Wild"]));
  });

  it("offers the named powers declared in the core rules as card items, numbers as placeholders", () => {
    const named = complete('creature "X" {\n  |\n}\n').items.find((i) => i.label === 'power "Quick Step N"');
    expect(named).toMatchObject({ snippet: true, insertText: 'power "Quick Step ${1:N}"', detail: "named power" });
    expect(named!.documentation).toContain("can shift N squares");
  });
});

describe("completion inside quoted names", () => {
  it('offers named powers inside `power "…`, over the typed part; a closing quote the editor added is kept, not doubled', () => {
    const list = complete('creature "X" {\n  power "Qu|\n}\n');
    const quick = list.items.find((i) => i.label === '"Quick Step N"');
    expect(quick).toMatchObject({ snippet: true, insertText: '"Quick Step ${1:N}"', detail: "named power" });
    // From the opening quote to the cursor: columns 9 to 12 on line 2.
    expect([list.range.start.line, list.range.start.column, list.range.end.column]).toEqual([2, 9, 12]);
    expect(list.items.every((i) => i.kind === "snippet")).toBe(true);
    const closed = complete('creature "X" {\n  power "Qu|"\n}\n');
    expect(closed.items.find((i) => i.label === '"Quick Step N"')!.insertText).toBe('"Quick Step ${1:N}');
    expect(closed.range.end.column).toBe(12);
  });

  it("offers creatures inside a warband's quoted creature name, and maps in a battle's", () => {
    const list = complete('warband "W" {\n  creature "Mi|\n}\n');
    expect(list.items.find((i) => i.label === "Mire Archer")).toMatchObject({ kind: "creature", insertText: '"Mire Archer"' });
    expect(list.items.every((i) => i.kind === "creature")).toBe(true);
    expect(list.range.start.column).toBe(12);
    expect(labels('battle "B" {\n  map "|"\n}\n')).toContain("Ashfall Ford");
    expect(labels('test "T" {\n  creature A1 "Ho|\n}\n')).toContain("Hollow Brute");
  });

  it("offers nothing inside the quotes that name a new declaration", () => {
    expect(labels('creature "Ho|')).toEqual([]);
  });
});
