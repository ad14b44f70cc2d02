// The DDM importer's reading of attack riders that teleport the attacker beside the target or
// the target itself, that make the target provoke opportunity attacks (from every enemy beside
// it, from those of a keyword, or from one ally chosen), and of attacks that can target
// allies, on wording written for these tests: each must compile to IR that acts.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Teleport); § Opportunity Attacks; § How to Choose Targets
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

describe("teleport riders (§ Forced-Movement Effects, Teleport)", () => {
  expectEachReading(
    [
      ["Phase Cut: +14 vs. AC; 15 damage AND this creature teleports to a square adjacent to target.", 'attack melee "Phase Cut": +14 vs AC; 15 damage and this creature teleports to square adjacent to target'],
      ["Skip Shot: (range 8) +11 vs. AC; 10 damage AND this creature teleports up to 6 squares adjacent to target.", 'attack ranged 8 "Skip Shot": +11 vs AC; 10 damage and this creature teleports 6 to square adjacent to target'],
      ["Fling Aside: +12 vs. Will; 5 damage AND teleport target up to 4 squares.", 'attack melee "Fling Aside": +12 vs Will; 5 damage and target teleports 4'],
    ],
    "ATTACK",
  );
});

describe("attacks that can target allies (§ How to Choose Targets)", () => {
  expectEachReading(
    [
      ["Warp Ray: (range 8, can target ally) +10 vs. Will; target teleports up to 2 squares.", 'attack ranged 8 can target allies "Warp Ray": +10 vs Will; target teleports 2'],
      ["Goad Fury: (range 6, can target ally) +9 vs. Will; target has +10 M Damage and -2 Attack until end of its next turn.", 'attack ranged 6 can target allies "Goad Fury": +9 vs Will; the target gets +10 damage with melee attacks until end of its next turn and the target gets -2 attack until end of its next turn'],
      ["Lash: (reach 3, can target allies) +9 vs. Reflex; 10 damage AND Slowed (save ends).", 'attack melee reach 3 can target allies "Lash": +9 vs Ref; 10 damage and Slowed (save ends)'],
    ],
    "ATTACK",
  );
});

describe("riders that provoke opportunity attacks (§ Opportunity Attacks)", () => {
  expectEachReading(
    [
      ["Goad: (range 4) +13 vs. Will; Dazed AND push 1 AND target provokes an opportunity attack from each adjacent enemy.", 'attack ranged 4 "Goad": +13 vs Will; Dazed and push 1 and the target provokes opportunity attacks'],
      ["Carrion Call: (range 8) +12 vs. Will; 5 damage AND target provokes opportunity attacks from adjacent Beast enemies.", 'attack ranged 8 "Carrion Call": +12 vs Will; 5 damage and target provokes opportunity attacks from Beast creatures'],
      ["Signal Flare: (range 5) +10 vs. Reflex; 10 fire damage AND target immediately provokes an opportunity attack from one of this creature's allies (choose one ally adjacent to target).", 'attack ranged 5 "Signal Flare": +10 vs Ref; 10 fire damage and one ally adjacent to target makes opportunity attack against target'],
    ],
    "ATTACK",
  );
});

describe("damage to another enemy beside the attacker, and base damage replaced against a target beside it (§ Applying Damage)", () => {
  expectEachReading(
    [
      ["Split Chop: +9 vs. AC; 15 Damage AND 5 cold Damage to a different enemy adjacent to this creature", 'attack melee "Split Chop": +9 vs AC; 15 damage and one other adjacent enemy takes 5 cold damage'],
      ["Scorch Fan: (blast 3) +12 vs. Reflex; 10 fire damage, OR 25 fire damage if target is adjacent to this creature.", 'attack close blast 3 "Scorch Fan": +12 vs Ref; 10 fire damage and 25 fire damage instead if target is adjacent to this creature'],
    ],
    "ATTACK",
  );
});
