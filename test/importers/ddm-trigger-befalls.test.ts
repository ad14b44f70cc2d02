// The importer's readings of powers that answer what befalls this creature or its allies
// (an enemy's attack, a destruction), as printed with slips: "Immediate action." before
// "Use when", "as animmediate action", "an ally with 5 squares", "targets an attack an ally";
// on texts written for these tests in the cards' phrasing.
// ddm-battle-rules-2011.txt § Activated Powers; § Immediate Actions; § How to Choose Targets
import { describe } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { expectReadings } from "./reading.js";

const cases: [CardPower["type"], string, string][] = [
  // Printing slips: a full stop after the action, a space lost, "with" for "within", the attack said before whom it targets.
  ["SPECIAL", "Stone Ward: Immediate action. Use when an enemy targets an attack an ally with 3 squares of this creature; That ally is Dazed until the end of its next turn.", 'power "Stone Ward": immediate action, use when enemy targets ally within 3 squares: that ally is Dazed until end of its next turn'],
  ["SPECIAL", "Last Swing: Use when this creature is destroyed: Make a basic attack as animmediate action.", 'power "Last Swing": immediate action, use when this creature is destroyed: this creature makes basic attack'],
];

describe("warband import ddm: triggers on what befalls this creature or its allies", () => {
  expectReadings(cases);
});
