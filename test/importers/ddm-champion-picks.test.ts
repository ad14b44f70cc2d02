// Champion powers whose effects pick creatures or narrow a bonus, on texts written for these
// tests in the cards' phrasing: groups chosen first and named after ("Choose any number of
// allies …. Each of those allies …"), bonuses on basic attacks only, one enemy granting
// combat advantage to this creature's allies, an effect "of condition" (the cards' misprint
// of "or"), this creature and another switching places, an ally's basic attack paid for on a
// miss. Each must compile to primitives that act.
// ddm-battle-rules-2011.txt § Champion Powers; § How to Choose Targets; § Basic Attacks; § Combat Advantage
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

describe("warband import ddm: champion powers that pick creatures or narrow a bonus", () => {
  expectEachReading(
    [
      [
        "Use at end of round. Choose any number of allies within 6 squares of this creature. Each of those allies heals 10 HP, then is Dazed.",
        'champion power "Use at end of round": use at end of round: any number of allies within 6 squares heals 10 and any number of allies within 6 squares is Dazed',
      ],
      ["Use at start of round: Choose up to 2 adjacent allies; those allies have +2 AC until end of round.", 'champion power "Use at start of round": use at start of round: up to 2 adjacent allies get +2 AC until end of round'],
      [
        "Use at start of round: 1 level 3 or lower ally has +10 fire Damage on its {b} attack until end of battle.",
        'champion power "Use at start of round": use at start of round: one level 3 or lower ally gets +10 fire damage with basic melee attacks until end of battle',
      ],
      [
        "Use before rolling initiative. Until end of round, each Orc ally deals +5 Damage whenever it hits with a {b} attack.",
        'champion power "Use before rolling initiative": use before rolling initiative: Orc allies get +5 damage with basic melee attacks until end of round',
      ],
      [
        "Use at start of round: Each Orc ally has +2 Attack and +5 Damage with {b} attacks until end of round.",
        'champion power "Use at start of round": use at start of round: Orc allies get +2 attack with basic melee attacks until end of round and Orc allies get +5 damage with basic melee attacks until end of round',
      ],
      [
        "Use at start of round: One enemy grants combat advantage to this creature's allies until end of battle.",
        'champion power "Use at start of round": use at start of round: choose one enemy and allies get combat advantage against that enemy until end of battle',
      ],
      [
        "Use at start of round: Choose 1 enemy; each ally has combat advantage against that enemy until end of round.",
        'champion power "Use at start of round": use at start of round: choose one enemy and allies get combat advantage against that enemy until end of round',
      ],
      ["Use when an ally starts its turn: End an effect of condition on that ally.", 'champion power "Use when an ally starts its turn": use when ally starts its turn: end one condition or effect on that ally'],
      [
        "Use when an ally becomes bloodied: That ally makes 1 {b} attack with +5 Damage as an immediate action. If that attack misses, that ally takes 10 damage.",
        'champion power "Use when an ally becomes bloodied": immediate action, use when ally becomes bloodied: that ally makes basic melee attack with +5 damage taking 10 damage if it misses',
      ],
      [
        "Use when an adjacent ally is hit. That ally makes an immediate {b} attack at +5 Damage but takes 10 Damage if it misses.",
        'champion power "Use when an adjacent ally is hit": immediate action, use when adjacent ally is hit: that ally makes basic melee attack with +5 damage taking 10 damage if it misses',
      ],
      [
        "Use at end of round: This creature and 1 Goblin ally within 3 squares of this creature switch places.",
        'champion power "Use at end of round": use at end of round: this creature switches positions with one Goblin ally within 3 squares',
      ],
    ],
    "CHAMPION",
  );
});
