// The importer's reading of squares near a creature that count as difficult terrain (or
// slippery, fire, blood rock, sacred circle) for some creatures only, on texts written for these tests in the cards' phrasing: each must
// become the language's words and compile to the primitive that acts in movement.
// ddm-battle-rules-2011.txt § Difficult Terrain; § Auras
import { describe, expect, it } from "vitest";
import { expectEachReading, readPower } from "./reading.js";

const cases: [string, string][] = [
  // An aura without its size printed: the distance the text gives is its size.
  ["Sucking Mire: (Aura) Each square within 3 squares of this creature counts as difficult terrain for enemies.", 'aura 3 "Sucking Mire": squares within 3 squares count as difficult terrain for enemies'],
  // "Squares in aura": the aura's printed size; a keyword the squares spare.
  ["Tangleroot: (Aura 2) Squares in aura count as difficult terrain for non-Fey enemies.", 'aura 2 "Tangleroot": squares within 2 squares count as difficult terrain for non-Fey enemies'],
  ["Grasping Vines: (Aura 1) Squares in aura count as difficult terrain for non-Elemental enemies.", 'aura 1 "Grasping Vines": squares within 1 square count as difficult terrain for non-Elemental enemies'],
  // Not an aura: the squares stay while the creature is inactive.
  ["Rubble Wake: All squares adjacent to this creature count as difficult terrain for non-Dwarf enemies.", 'power "Rubble Wake": squares adjacent to this creature count as difficult terrain for non-Dwarf enemies'],
  ["Frost Rime: (Aura) Each square adjacent to this creature counts as difficult terrain for non-Undead enemies.", 'aura 1 "Frost Rime": squares adjacent to this creature count as difficult terrain for non-Undead enemies'],
  // Terrain of another type, for some creatures only: its rules for creatures in it apply to them there.
  ["Frost Film: (Aura) Each square within 3 squares of this creature counts as slippery terrain for enemies.", 'aura 3 "Frost Film": squares within 3 squares count as "slippery" terrain for enemies'],
  ["Ember Haze: (Aura 2) Squares in aura count as fire terrain for non-Fire enemies.", 'aura 2 "Ember Haze": squares within 2 squares count as "fire" terrain for non-Fire enemies'],
  ["Red Earth: (aura 2) This creature and allies in aura are considered to occupy blood rock terrain.", 'aura 2 "Red Earth": squares within 2 squares count as "blood-rock" terrain for allies or this creature'],
  ["Hallowed Ring: (Aura 2) Squares in aura gain sacred circle terrain (+2 attack).", 'aura 2 "Hallowed Ring": squares within 2 squares count as "sacred-circle" terrain'],
  // The creature's own: every square not of its terrain is difficult for it.
  ["Landlocked Fin: Treats non-river terrain as difficult terrain.", 'power "Landlocked Fin": treats squares without "river" terrain as difficult terrain'],
];

describe("warband import ddm: squares near a creature, difficult for some creatures", () => {
  expectEachReading(cases);
  it("terrain with a movement cost or sight rules, for some creatures only, is kept as text", () => {
    expect(readPower("Choking Fog: (Aura 2) Squares in aura count as smoke terrain for enemies.").structured).toBe(false);
    expect(readPower("Thorn Field: (Aura 1) Squares in aura count as spike stones terrain for enemies.").structured).toBe(false);
  });
  it("'squares in aura' with no size printed is kept as text", () => {
    expect(readPower("Bog: (Aura) Squares in aura count as difficult terrain for enemies.").structured).toBe(false);
  });
});
