// Ctrl+P's ranking: typed letters in order anywhere in the path, name matches first.
import { describe, expect, it } from "vitest";
import { matchPath, rankPaths } from "../../editor/src/files/quick-open.js";

const paths = ["content/ddm/creatures/hollow-brute.wb", "content/ddm/maps/ashfall-ford.wb", "creatures/wolf.wb", "wolves.wb"];

describe("quick open", () => {
  it("matches letters in order, not necessarily together, and refuses letters out of order", () => {
    expect(matchPath("crwolf", "creatures/wolf.wb")).not.toBeNull();
    expect(matchPath("flow", "creatures/wolf.wb")).toBeNull();
  });

  it("ranks matches inside the file name first, then tighter ones", () => {
    expect(rankPaths("wol", paths)).toEqual(["wolves.wb", "creatures/wolf.wb"]);
    expect(rankPaths("cwolf", paths)).toEqual(["creatures/wolf.wb"]);
    expect(rankPaths("brute", [...paths, "brutes/a.wb"])).toEqual(["content/ddm/creatures/hollow-brute.wb", "brutes/a.wb"]);
    expect(rankPaths("ford", paths)).toEqual(["content/ddm/maps/ashfall-ford.wb"]);
  });

  it("lists every path, sorted, for an empty query", () => {
    expect(rankPaths("", paths)).toEqual([...paths].sort());
  });
});
