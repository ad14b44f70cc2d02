// A power that changes a condition's duration as it lands: "use when enemy would become
// Stunned by Mind-Flayer ally: that condition lasts (save ends) instead". The Stunned a
// Mind-Flayer ally's attack gives lasts until saved against; one another ally gives keeps
// its own duration.
// ddm-battle-rules-2011.txt § Conditions (Duration); § Saving Throws; § Resolving Effects
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const stunner = (name: string, keywords: string, champion = "", power = "") => `creature "${name}" {
  level 6  cost 20  evil  factions Underdark  keywords ${keywords}${champion}
  AC 16  Fort 15  Ref 14  Will 14  speed 6  hp 40
  attack ranged 10 basic "Mind Lash": +20 vs Will; Stunned until end of its next turn
${power}}
`;

const cards = {
  path: "test/condition-duration-windows.wb",
  text:
    stunner("Brain Seer", "Mind-Flayer", "  champion 1", '  champion power "Hold Them": use when enemy would become Stunned by Mind-Flayer ally: that condition lasts (save ends) instead\n') +
    stunner("Brain Eater", "Mind-Flayer") +
    stunner("Drow Mesmer", "Drow"),
};

const stunnedOf = (a: ReturnType<typeof arena>, id: string) => creature(a, id).effects.find((e) => e.name === "Stunned");

describe("§ Conditions (Duration): 'that condition lasts (save ends) instead'", () => {
  it("the Mind-Flayer ally's Stunned lasts until saved against; the drow ally's keeps 'until end of its next turn'", () => {
    const a = arena(
      [
        { card: "Brain Seer", side: "A", at: [0, 0] },
        { card: "Brain Eater", side: "A", at: [3, 3] },
        { card: "Drow Mesmer", side: "A", at: [4, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [7, 7] },
      ],
      { extra: [cards], dice: [15, 15], choices: ["use"] },
    );
    makeAttack(a.g, "A2", attackOf(a, "A2", "Mind Lash"), "B1");
    makeAttack(a.g, "A3", attackOf(a, "A3", "Mind Lash"), "B2");
    expect(stunnedOf(a, "B1")?.duration).toBe("save-ends");
    expect(stunnedOf(a, "B2")?.duration).not.toBe("save-ends");
    expect(stunnedOf(a, "B2")).toBeDefined();
  });
});
