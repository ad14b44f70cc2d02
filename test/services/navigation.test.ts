// Go to definition, find references and rename across files (compiler/services/navigation.ts).
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile.js";
import { definition, references, rename, renameTarget } from "../../compiler/services/navigation.js";
import type { TextEdit } from "../../grammar/source.js";
import { at, project, USER, userText } from "./project.js";

function applyEdits(text: string, edits: TextEdit[]): string {
  return [...edits].sort((a, b) => b.range.start.offset - a.range.start.offset).reduce((t, e) => t.slice(0, e.range.start.offset) + e.text + t.slice(e.range.end.offset), text);
}

describe("navigation", () => {
  const a = project();

  it("goes from a creature named in a warband to its card in another file", () => {
    const loc = definition(a, at(a, '"Mire Archer"', 3));
    expect(loc?.file).toBe("content/ddm/creatures/mire-archer.wb");
    expect(a.texts.get(loc!.file)!.slice(loc!.range.start.offset, loc!.range.end.offset)).toBe('"Mire Archer"');
  });

  it("goes from a condition in a hit effect to the core rules' condition", () => {
    const loc = definition(a, at(a, "Slowed", 2));
    expect(loc?.file).toBe("content/ddm/core/conditions.wb");
    expect(loc?.range.start.line).toBeGreaterThan(1);
  });

  it("finds every reference of a condition across files, the definition first", () => {
    const refs = references(a, at(a, "Immobilized", 1));
    expect(refs[0]).toMatchObject({ declaration: true, file: "content/ddm/core/conditions.wb" });
    const files = refs.map((r) => r.file);
    expect(files).toContain(USER);
    expect(files).toContain("content/ddm/creatures/mire-archer.wb");
    expect(files).toContain("content/ddm/creatures/ashfall-sentinel.wb");
    for (const r of refs) expect(a.texts.get(r.file)!.slice(r.range.start.offset, r.range.end.offset).toLowerCase()).toBe("immobilized");
  });

  it("renames a bundled creature in its card, the bundled battle and the user's warband, and the project still compiles clean", () => {
    const r = rename(a, at(a, '"Mire Archer"', 2), "Fen Archer");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Every file that names the creature, whatever the bundled content grows to.
    const naming = a.files.filter((f) => f.text.includes('"Mire Archer"')).map((f) => f.path);
    expect(naming).toEqual(expect.arrayContaining(["content/ddm/battles/first-blood.wb", "content/ddm/creatures/mire-archer.wb", USER]));
    expect(r.changes.map((c) => c.file).sort()).toEqual(naming.sort());
    const files = a.files.map((f) => {
      const change = r.changes.find((c) => c.file === f.path);
      return change ? { path: f.path, text: applyEdits(f.text, change.edits) } : f;
    });
    const after = compile(files);
    expect(after.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(after.ir.creatures.map((c) => c.name)).toContain("Fen Archer");
    expect(after.ir.warbands.find((w) => w.name === "Fen Pack")?.creatures).toEqual(["Bog Hound", "Bog Hound", "Fen Archer"]);
  });

  it("quotes a bare name only when the new name needs it, and refuses a clash or a multi-word condition", () => {
    expect(renameTarget(a, at(a, "Slowed", 1))).toMatchObject({ ok: true, name: "Slowed" });
    const slowed = rename(a, at(a, "Slowed", 1), "Hampered");
    expect(slowed.ok && slowed.changes.flatMap((c) => c.edits.map((e) => e.text))).toEqual(expect.arrayContaining(["Hampered"]));
    expect(rename(a, at(a, "Slowed", 1), "Very Slow")).toMatchObject({ ok: false });
    expect(rename(a, at(a, '"Bog Hound" {', 1), "Hollow Brute")).toMatchObject({ ok: false, reason: expect.stringContaining("already exists") });
    expect(rename(a, at(a, "level 3"), "X")).toMatchObject({ ok: false });
  });

  it("goes from a card's named power to its declaration, whatever number the card gives", () => {
    const b = project(userText.replace('power "Thick Hide": resist 5 fire', 'power "Quick Step 3"'));
    const loc = definition(b, at(b, "Quick Step 3", 2));
    expect(loc?.file).toBe("content/ddm/core/named-powers.wb");
    expect(b.texts.get(loc!.file)!.slice(loc!.range.start.offset, loc!.range.end.offset)).toBe('"Quick Step N"');
  });
});
