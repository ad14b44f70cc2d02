// A project for the language-service tests: the bundled DDM content plus a user file
// written here, and a way to name places in it by the text found there.
import { Analysis, type Place } from "../../compiler/services/analysis.js";
import { librarySources } from "../library.js";

export const USER = "my-pack.wb";

export const userText = [
  "# A test pack that leans on the bundled core rules and creatures.",
  'creature "Bog Hound" {',
  "  level 3  cost 12  unaligned  factions Wild  keywords Beast",
  "  AC 17  Fort 15  Ref 15  Will 13  speed 8  hp 30",
  '  attack melee basic "Snap": +7 vs AC; 10 damage and Slowed (save ends)',
  '  power "Loping": can shift 2 squares while Immobilized',
  '  power "Thick Hide": resist 5 fire',
  "}",
  "",
  'warband "Fen Pack" {',
  "  faction Wild",
  '  creature "Bog Hound" x 2',
  '  creature "Mire Archer"',
  "}",
  "",
].join("\n");

export function project(text = userText): Analysis {
  return new Analysis([...librarySources(), { path: USER, text }]);
}

/** The place `delta` characters into the first occurrence of `needle` in the user file (or `file`). */
export function at(a: Analysis, needle: string, delta = 0, file = USER): Place {
  const offset = a.texts.get(file)!.indexOf(needle);
  if (offset < 0) throw new Error(`"${needle}" is not in ${file}`);
  return { file, offset: offset + delta };
}
