// The DDM importer's reading of abilities that name two terrain types at once ("river and
// forest terrain do not affect its movement", "while occupying river or forest terrain"),
// on wording written for these tests; each reading compiles to IR that acts.
// ddm-battle-rules-2011.txt § Difficult Terrain; § Battle Maps and Terrain
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

describe("two terrain types joined by 'and' or 'or' (§ Difficult Terrain)", () => {
  expectEachReading(
    [
      [
        "Bog Strider: River and forest terrain do not affect this creature's movement. This creature has +1 Ref while occupying river or forest terrain.",
        'power "Bog Strider": ignores difficult terrain of "river" and ignores difficult terrain of "forest" and +1 Ref while occupying "river" or "forest" terrain',
      ],
      ["Thicket Guard: This creature has +3 AC while in forest or river terrain.", 'power "Thicket Guard": +3 AC while occupying "forest" or "river" terrain'],
    ],
    "ABILITY",
  );
});
