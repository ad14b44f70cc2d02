// A set-up power that lends a mount to its creature: "use during your setup: choose one Dragon
// ally that is both Large or larger as well as non-Mounted and that ally can be mount for this
// creature" (the importer's reading of a Dragon Rider's set-up power). Only a Large or larger
// Dragon without the Mounted keyword may be chosen; after set-up that ally carries this creature
// as a mount power would, one rider at a time, and no other creature. Every creature, map and
// number is invented for this test.
// ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § Mounts and Riders (Mount)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeGame, type Game } from "../../runtime/ddm/game.js";
import { mountOptions } from "../../runtime/ddm/mounts.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import { creatureById } from "../../runtime/ddm/state.js";
import { libraryWith } from "../library.js";
import { setUpMap } from "./set-up-fixtures.js";

const card = (name: string, size: string, keywords: string, lines = "") => `creature "${name}" {
  level 3  cost 8  unaligned  size ${size}  factions Wild  keywords ${keywords}
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Bite": +5 vs AC; 10 damage
${lines}
}
`;

const content: SourceFile = {
  path: "test/set-up-lent-mount.wb",
  text: `${setUpMap("Aerie")}
${card("Wyrm Lancer", "Medium", "Elf", '  power "Wyrm Bond": use during your setup: choose one Dragon ally that is both Large or larger as well as non-Mounted and that ally can be mount for this creature')}${card("Ridge Drake", "Large", "Dragon")}${card("Harnessed Drake", "Large", "Dragon, Mounted")}${card("Drake Whelp", "Small", "Dragon")}${card("Elf Squire", "Medium", "Elf")}
warband "Riders" {\n  creature "Wyrm Lancer"\n  creature "Ridge Drake"\n  creature "Harnessed Drake"\n  creature "Drake Whelp"\n  creature "Elf Squire"\n}
warband "Foes" {\n  creature "Elf Squire"\n}
battle "Aerie Battle" {\n  scenario Assault\n  points 100\n  map "Aerie"\n  side A "Riders"\n  side B "Foes"\n}
`,
};

const compiled = libraryWith(content);

/** Puts a creature at a square (after set-up) and lists the mounts it may take as its move action. */
function mountsOf(g: Game, id: string, at: [number, number]): string[] {
  const c = creatureById(g.state, id);
  c.space = { x: at[0], y: at[1], size: 1 };
  g.state.active = { creature: id, attack: 1, move: 1, minor: 1 };
  return mountOptions(g, id).filter((o) => o.legal).map((o) => o.id);
}

describe("§ Set-Up (Set-Up Powers): a mount lent to this creature", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("only the Large Dragon without Mounted may be chosen; once chosen it carries the lancer and not the squire", () => {
    const offered: string[] = [];
    const g = makeGame(compiled.ir, newBattleState(compiled.ir, "Aerie Battle", 9), (d) => {
      if (d.kind === "choose-creature") offered.push(...d.options.filter((o) => o.legal).map((o) => o.id));
      return d.options.findIndex((o) => o.legal);
    });
    setUp(g);
    // The one ally that fits is taken without a question; a question would have offered it alone.
    expect(offered.every((id) => id === "A2")).toBe(true);
    expect(g.state.log.some((e) => e.text === "Ridge Drake (A2) can be a mount for Wyrm Lancer (A1) (Wyrm Bond)")).toBe(true);
    creatureById(g.state, "A2").space = { x: 4, y: 4, size: 2 };
    expect(mountsOf(g, "A1", [3, 4])).toEqual(["mount:A2"]);
    expect(mountsOf(g, "A5", [6, 4])).toEqual([]);
    // The Mounted drake and the small whelp were not chosen: the lancer beside them may not mount them.
    creatureById(g.state, "A2").space = { x: 0, y: 8, size: 2 };
    creatureById(g.state, "A3").space = { x: 4, y: 4, size: 2 };
    creatureById(g.state, "A4").space = { x: 3, y: 5, size: 1 };
    expect(mountsOf(g, "A1", [3, 4])).toEqual([]);
  });
});
