// Hover docs (compiler/services/hover.ts): keywords, registry primitives with their
// rulebook citations, permission tiers (ddm-battle-rules-2011.txt § Core Rules and
// Exceptions) and definitions of names.
import { describe, expect, it } from "vitest";
import { hover } from "../../compiler/services/hover.js";
import { registry } from "../../compiler/primitives/index.js";
import { at, project } from "./project.js";

describe("hover", () => {
  const a = project();
  const text = (needle: string, delta = 1) => hover(a, at(a, needle, delta))?.contents.join("\n") ?? "";

  it("explains a keyword by its role and doc from grammar/tokens.ts", () => {
    expect(text("hp 30")).toContain("**hp** — stat");
    expect(text("hp 30")).toContain("Hit points");
  });

  it("shows a registry primitive's summary and rulebook citation, read from the registry", () => {
    const resist = registry.modifier.find((e) => e.id === "resist")!;
    const doc = text("resist 5 fire");
    expect(doc).toContain(resist.summary);
    expect(doc).toContain(resist.cite);
  });

  it("gives a permission's tier: a card 'can' that names the condition it breaks is tier 3", () => {
    expect(text("can shift 2")).toContain("**Tier 3**");
    expect(text("can shift 2")).toContain("breaks the Immobilized rule");
  });

  it("gives restrictive card text tier 4 (the bundled sentinel's aura)", () => {
    const file = "content/ddm/creatures/ashfall-sentinel.wb";
    const doc = hover(a, at(a, "cannot shift", 1, file))?.contents.join("\n") ?? "";
    expect(doc).toContain("**Tier 4**");
  });

  it("shows a name's definition from another file", () => {
    const doc = text('"Mire Archer"', 3);
    expect(doc).toContain("content/ddm/creatures/mire-archer.wb");
    expect(doc).toContain('creature "Mire Archer" {');
  });

  it("says nothing in a comment", () => {
    expect(hover(a, at(a, "A test pack", 3))).toBeNull();
  });
});
