// Readings remembered by their text (importers/ddm/remembered.ts): worked out once for
// each text and each reader of the parts they do not know, nothing-read included.
import { describe, expect, it } from "vitest";
import { remembered, rememberedBy } from "../../importers/ddm/remembered.js";

describe("remembered readings", () => {
  it("reads a text once, a text it cannot read once too, and again for another reader of the parts it does not know", () => {
    const asked: string[] = [];
    const read = remembered((text: string, other?: (part: string) => string | null) => {
      asked.push(text);
      if (other) return other(text);
      return /^push \d+$/.test(text) ? `${text} squares` : null;
    });
    expect([read("push 2"), read("push 2"), read("slide 1"), read("slide 1")]).toEqual(["push 2 squares", "push 2 squares", null, null]);
    const other = (part: string) => `slide ${part.split(" ")[1]} squares`;
    expect([read("slide 1", other), read("slide 1", other)]).toEqual(["slide 1 squares", "slide 1 squares"]);
    expect(asked).toEqual(["push 2", "slide 1", "slide 1"]);
  });

  it("reads by several arguments once for each key they make, nothing-read included", () => {
    const asked: string[] = [];
    const read = rememberedBy(
      (part: string, ending: string) => `${ending}|${part}`,
      (part: string, ending: string) => {
        asked.push(`${part}/${ending}`);
        return part === "Dazed" ? `Dazed ${ending}`.trim() : null;
      },
    );
    expect([read("Dazed", ""), read("Dazed", "(save ends)"), read("Dazed", ""), read("Odd", ""), read("Odd", "")]).toEqual(["Dazed", "Dazed (save ends)", "Dazed", null, null]);
    expect(asked).toEqual(["Dazed/", "Dazed/(save ends)", "Odd/"]);
  });
});
