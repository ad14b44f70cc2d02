// Powers of other creatures that have a creature act as it is destroyed ("when an ally is
// destroyed: that ally makes a basic attack"): they resolve as its last act, while it still
// stands where it fell (runtime/ddm/events.ts fallenActs; rules test in
// test/runtime/destroyed-triggers.test.ts). Invented wording in the cards' phrasing.
// ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Common Triggered Powers ('Destroyed by' Triggers)
import { describe } from "vitest";
import { expectReadings } from "./reading.js";

describe("warband import ddm: a destroyed creature's last attack, granted by another's power", () => {
  expectReadings([
    ["CHAMPION", "Use when a Kobold ally is destroyed: That ally makes 1 {b} attack with +5 Attack on that attack as an immediate action.", 'champion power "Use when a Kobold ally is destroyed": immediate action, use when Kobold ally is destroyed: that ally makes basic melee attack with +5 attack'],
    ["CHAMPION", "Use when a Giant ally is destroyed by an enemy: That ally makes a {b} attack as an immediate action.", 'champion power "Use when a Giant ally is destroyed by an enemy": immediate action, use when Giant ally is destroyed by enemy: that ally makes basic melee attack as immediate action'],
    ["SPECIAL", "Parting Cut: Immediate, when an ally within 4 squares is destroyed; that ally makes a {b} attack.", 'power "Parting Cut": immediate action, use when ally within 4 squares is destroyed: that ally makes basic melee attack'],
    ["CHAMPION", "Use when an ally is destroyed by a {r} attack. That ally can take an immediate [b] attack against the creature that destroyed it.", 'champion power "Use when an ally is destroyed by a ranged attack": use when ally is destroyed by ranged attack: that ally makes basic melee attack against that enemy'],
    ["SPECIAL", "Ghost Rush: Immediate, when an Undead ally within 5 squares is destroyed; that ally shifts 2 squares, then makes a {b} attack before being destroyed.", 'power "Ghost Rush": immediate action, use when Undead ally within 5 squares is destroyed: that ally shifts 2 and that ally makes basic melee attack'],
    ["SPECIAL", "Ghost Surge: Immediate, when a Spirit ally in line of sight is destroyed; that ally makes a {b} attack.", 'power "Ghost Surge": immediate action, use when Spirit ally in sight is destroyed: that ally makes basic melee attack'],
    ["CHAMPION", "Use when an enemy is destroyed: That enemy makes a [b] attack as though Dominated as an immediate action.", 'champion power "Use when an enemy is destroyed": immediate action, use when enemy is destroyed: that enemy makes basic attack as if dominated'],
  ]);
});
