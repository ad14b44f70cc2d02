// The DDM importer reads a power the same however its wording is typeset: counts of
// squares in words, game nouns, actions and named powers with capitals, a capital AND
// outside an attack's roll, "1" or "one" for the article or a count, ongoing damage's amount before or
// after "ongoing", "at the start of", "hit points" for HP, "use whenever", doubled spaces. Cards from other sets vary in exactly these ways, so each variant here (in
// wording written for these tests) must give the plain wording's lines.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card
import { describe, expect, it } from "vitest";
import { readPowers } from "./reading.js";

/** Each variant read beside its plain wording, on one card: both structured, the same lines. */
function sameAs(cases: [string, string][]): void {
  const got = readPowers(cases.flatMap(([variant, plain]) => [{ type: "SPECIAL" as const, text: variant }, { type: "SPECIAL" as const, text: plain }]));
  cases.forEach(([variant], i) => {
    it(variant, () => {
      expect(got[2 * i + 1]!.structured).toBe(true);
      expect(got[2 * i]).toEqual(got[2 * i + 1]);
    });
  });
}

describe("wording variants of one power read alike (§ How to Read a Creature Stat Card)", () => {
  sameAs([
    ["Quick Step: Minor action: This creature shifts up to two squares.", "Quick Step: Minor action: This creature shifts up to 2 squares."],
    ["Back Off: Use when an enemy hits this creature: Push that enemy one square.", "Back Off: Use when an enemy hits this creature: Push that enemy 1 square."],
    ["Pack Spirit: Wolf Allies within 5 Squares of this Creature have +2 Attack.", "Pack Spirit: Wolf allies within 5 squares of this creature have +2 Attack."],
    ["Twin Banners: Elf AND Dwarf allies within 3 squares of this creature have +1 AC.", "Twin Banners: Elf and Dwarf allies within 3 squares of this creature have +1 AC."],
    ["Last Breath: Use when this creature would be destroyed: This creature has 5 hit points remaining instead.", "Last Breath: Use when this creature would be destroyed: This creature has 5 HP remaining instead."],

    ["Press On: Minor action: This creature takes 1 extra Move Action this turn.", "Press On: Minor action: This creature takes 1 extra move action this turn."],
    ["Payback: Use whenever an enemy hits this creature: This creature shifts 1 square.", "Payback: Use when an enemy hits this creature: This creature shifts 1 square."],
    ["Steady  Aim:  This creature's  {r}  attacks  ignore  cover.", "Steady Aim: This creature's {r} attacks ignore cover."],
    // A capital AND outside an attack's roll is the plain conjunction.
    ["Lantern Glow: Enemies AND allies within 4 squares of this creature are not Invisible AND do not benefit from Conceal.", "Lantern Glow: Enemies and allies within 4 squares of this creature are not Invisible and do not benefit from Conceal."],
    // "Attack" with a capital: an action, a kind of attack, "that Attack", the card's own attack by name.
    ["Battle Fury: Use at start of its turn: This creature takes an extra Attack action this turn.", "Battle Fury: Use at start of its turn: This creature takes an extra attack action this turn."],
    ["Rebuke: Use when a Slowed enemy within 5 squares of this creature declares a {r}, {c}, or {a} Attack: that enemy takes 5 damage.", "Rebuke: Use when a Slowed enemy within 5 squares of this creature declares a {r}, {c}, or {a} attack: that enemy takes 5 damage."],
    ["Keen Edge: Use when this creature makes a Sword Attack against a Slowed target: +10 Damage on that Attack.", "Keen Edge: Use when this creature makes a Sword attack against a Slowed target: +10 Damage on that attack."],
    ["Hunter's Step: Use at start of round: This creature has +2 Speed until end of round.", "Hunter's Step: Use at start of round: This creature has +2 speed until end of round."],
    // "1" as the article of a trigger or a state; "one" as a count.
    ["Guard Post: Use when 1 enemy ends its turn adjacent to this creature: That enemy takes 5 fire damage.", "Guard Post: Use when an enemy ends its turn adjacent to this creature: That enemy takes 5 fire damage."],
    ["Shield Wall: +2 AC while adjacent to 1 ally.", "Shield Wall: +2 AC while adjacent to an ally."],
    ["Watchful: This creature can make opportunity attacks against 1 adjacent enemy that shifts.", "Watchful: This creature can make opportunity attacks against an adjacent enemy that shifts."],
    ["Bar the Way: Use when 1 enemy enters 1 adjacent square: That enemy is Immobilized until end of turn.", "Bar the Way: Use when an enemy enters an adjacent square: That enemy is Immobilized until end of turn."],
    ["Tunnel Rat: Can move through 1 enemy's space.", "Tunnel Rat: Can move through an enemy's space."],
    ["Goad: Minor action: one adjacent enemy is Slowed until end of its next turn.", "Goad: Minor action: 1 adjacent enemy is Slowed until end of its next turn."],
    // A game noun run into its verb: a printing slip.
    ["Stand Firm: +2 AC while this creatureis bloodied.", "Stand Firm: +2 AC while this creature is bloodied."],
    // Letters dropped or run together: "Monor action", "scoresa", "Thatally".
    ["Spark Flick: Monor action: One enemy within 4 squares takes 5 lightning damage.", "Spark Flick: Minor action: One enemy within 4 squares takes 5 lightning damage."],
    ["Wild Luck: Use when this creature scoresa critical hit with a {m} attack: That target is Dazed (save ends).", "Wild Luck: Use when this creature scores a critical hit with a {m} attack: That target is Dazed (save ends)."],
    ["Rally Cry: Use when an ally is hit by an attack: Thatally shifts 1 square.", "Rally Cry: Use when an ally is hit by an attack: That ally shifts 1 square."],
    // The core rules' named powers whatever their capitals (content/ddm/core/named-powers.wb).
    ["Sneak attack 5", "Sneak Attack 5"],
  ]);

  it("an attack's rider 'until the end of battle' reads as 'until end of battle'", () => {
    const [variant, plain] = readPowers([
      { type: "ATTACK", text: "Chill Touch: +9 vs. Fort; 5 damage AND -2 attack (until the end of battle)." },
      { type: "ATTACK", text: "Chill Touch: +9 vs. Fort; 5 damage AND -2 attack (until end of battle)." },
    ]);
    expect(plain!.structured).toBe(true);
    expect(variant!.lines).toEqual(plain!.lines);
  });

  it("ongoing damage read alike with its amount before or after 'ongoing' (§ Ongoing Damage)", () => {
    const [after, before, added, plain] = readPowers([
      { type: "ATTACK", text: "Venom Fang: +9 vs. AC; 5 damage AND 10 ongoing poison damage (save ends)." },
      { type: "ATTACK", text: "Venom Fang: +9 vs. AC; 5 damage AND ongoing 10 poison damage (save ends)." },
      { type: "ATTACK", text: "Venom Fang: +9 vs. AC; 5 + ongoing 10 poison damage (save ends)." },
      { type: "ATTACK", text: "Venom Fang: +9 vs. AC; 5 + 10 ongoing poison damage (save ends)." },
    ]);
    expect(before!.structured).toBe(true);
    expect(after!.lines).toEqual(before!.lines);
    expect(plain!.structured).toBe(true);
    expect(added!.lines).toEqual(plain!.lines);
  });

  it("a glyph printed before an attack's name or without its spaces is no part of a word (§ How to Read a Creature Stat Card)", () => {
    const got = readPowers([
      { type: "ATTACK", text: "{m}Hook Feint: +7 vs. Reflex; 5 damage AND slide target 1 square." },
      { type: "CHAMPION", text: "Use when an ally hits with a{m}attack: +5 damage on that attack." },
      { type: "CHAMPION", text: "Use when an ally hits with a {m} attack: +5 damage on that attack." },
    ]);
    expect(got[0]!.lines).toEqual(['attack melee "Hook Feint": +7 vs Ref; 5 damage and slide 1']);
    expect(got[2]!.structured).toBe(true);
    expect(got[1]).toEqual(got[2]);
  });

  it("a power's own name keeps its capitals ('Loyal Ally')", () => {
    const [got] = readPowers([{ type: "SPECIAL", text: "Loyal Ally: Allies adjacent to this creature have +1 AC." }]);
    expect(got!.lines?.[0]).toMatch(/^power "Loyal Ally"/);
  });
});
