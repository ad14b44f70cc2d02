// Quick fixes from the compiler's diagnostic fixes (compiler/services/code-actions.ts).
import { describe, expect, it } from "vitest";
import { codeActions } from "../../compiler/services/code-actions.js";
import { at, project, USER, userText } from "./project.js";

describe("code actions", () => {
  it("offers 'did you mean' for a creature misspelt in a warband, where the diagnostic is", () => {
    const a = project(userText.replace('creature "Mire Archer"', 'creature "Mire Archr"'));
    const place = at(a, "Mire Archr", 2);
    const actions = codeActions(a, USER, place.offset, place.offset);
    expect(actions[0]).toMatchObject({ code: "WB202", title: 'Change to "Mire Archer"', preferred: true });
    expect(actions[0]!.edits[0]!.text).toBe('"Mire Archer"');
    expect(codeActions(a, USER, 0, 5)).toEqual([]);
  });

  it("offers the closing quote for an unterminated string", () => {
    const a = project(userText.replace('"Thick Hide"', '"Thick Hide'));
    const place = at(a, "Thick Hide", 1);
    const actions = codeActions(a, USER, place.offset, place.offset);
    expect(actions.map((x) => x.title)).toContain("Add the closing quote");
  });

  it("offers the named power a card's power most likely means, keeping its number (ddm-battle-rules-2011.txt § Powers and Effects)", () => {
    const a = project(userText.replace('power "Thick Hide": resist 5 fire', 'power "Quick Stpe 3"'));
    const place = at(a, "Quick Stpe", 2);
    const actions = codeActions(a, USER, place.offset, place.offset);
    expect(actions[0]).toMatchObject({ code: "WB335", title: 'Change to "Quick Step 3"' });
    expect(actions[0]!.edits[0]!.text).toBe('"Quick Step 3"');
  });
});
