// The importer's reading of limited powers that print no condition and no cost: a free action
// at the default timing points (test/runtime/default-condition.test.ts), on texts written for
// these tests in the cards' phrasing. Without a use limit, or saying a state, a permission or
// a trigger, such a text is not read so.
// ddm-battle-rules-2011.txt § Common Triggered Powers (Default Condition)
import { describe, expect, it } from "vitest";
import { expectEachReading, readPower } from "./reading.js";

describe("warband import ddm: limited powers with no condition", () => {
  expectEachReading(
    [
      ["Patch Up: Adjacent ally heals 15 HP.", 'power "Patch Up" uses 1: free action: one adjacent ally heals 15'],
      [
        "Rally Cry: Until the end of this creature's next turn, this creature and all allies have +2 attack.",
        'power "Rally Cry" uses 1: free action: this creature gets +2 attack until end of this creature\'s next turn and allies get +2 attack until end of this creature\'s next turn',
      ],
      [
        "Thorn Coat: Until start of this creature's next turn, attackers making {m} attacks against it take 5 Damage per attack.",
        'power "Thorn Coat" uses 1: free action: "Thorn Coat" lasts until start of this creature\'s next turn; whenever creature declares melee attack against this creature while "Thorn Coat" lasts: that creature takes 5 damage',
      ],
      [
        "Flare: This creature takes 10 Damage. Until start of this creature's next turn, enemies that activate adjacent to it take 10 fire Damage.",
        'power "Flare" uses 1: free action: this creature takes 10 damage and "Flare" lasts until start of this creature\'s next turn; whenever enemy starts its turn adjacent to this creature while "Flare" lasts: that enemy takes 10 fire damage',
      ],
      [
        "Mind Lift: This creature or 1 ally within 6 squares of this creature immediately moves up to its Speed as if with Flight.",
        'power "Mind Lift" uses 1: free action: this creature or one ally within 6 squares moves up to its speed with flight',
      ],
    ],
    "SPECIAL",
    1,
  );

  // An effect that says its own moment: a reroll once its attack roll is rolled (§ Resolving Effects, Cancellation
  // Effects); "its next melee attack is a critical" as it makes that attack (the default condition's declaring an attack).
  expectEachReading(
    [
      ["Second Try: Reroll this creature's attack roll.", 'power "Second Try" uses 1: use when this creature rolls attack roll: attacker rerolls that attack roll'],
      ["Perfect Blow: This creature's next {m} attack is a critical hit.", 'power "Perfect Blow" uses 1: use when this creature attacks with melee attack: that attack is a critical hit'],
      ["Perfect Blow: Its next attack is a critical.", 'power "Perfect Blow" uses 1: use when this creature attacks: that attack is a critical hit'],
    ],
    "SPECIAL",
    1,
  );

  it("without a use limit it stays text", () => {
    expect(readPower("Second Try: Reroll this creature's attack roll.").structured).toBe(false);
    expect(readPower("Patch Up: Adjacent ally heals 15 HP.").structured).toBe(false);
  });
});
