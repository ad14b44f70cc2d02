// The sandbox's game session: set-up from an arrangement, a person against the
// greedy AI, undo and redo through the replay, saving and loading. Outcomes are
// asserted with fixed seeds; the rules themselves are the runtime's
// (ddm-battle-rules-2011.txt § Set-Up; § Attack Roll; § Core Rules and Exceptions).
import { describe, expect, it } from "vitest";
import type { IR } from "../../compiler/ir.js";
import { arrangementFromBattle, type Arrangement } from "../../runtime/session/arrangement.js";
import { BattleSession, newSandboxBattle, parseSandboxBattle } from "../../runtime/session/battle-session.js";
import { library } from "../library.js";

const ir = (): IR => library().ir!;

/** The Sentinel (side A) and a goblin (side B) face to face on Ashfall Ford. */
function faceOff(seed: number): Arrangement {
  return {
    ...arrangementFromBattle(ir(), "First Blood", 1),
    seed,
    creatures: [
      { card: "Ashfall Sentinel", side: "A", x: 5, y: 5 },
      { card: "Cinder Goblin Cutter", side: "B", x: 5, y: 6 },
    ],
  };
}

const where = (s: BattleSession, id: string) => s.view.state.creatures.find((c) => c.id === id)!;

describe("battle session", () => {
  it("sets up each creature on the square it was placed on (§ Set-Up)", () => {
    const s = new BattleSession(ir(), newSandboxBattle(faceOff(2), [0, 1]));
    expect(where(s, "A1")).toMatchObject({ card: "Ashfall Sentinel", space: { x: 5, y: 5, size: 1 }, hp: 60 });
    expect(where(s, "B1")).toMatchObject({ card: "Cinder Goblin Cutter", space: { x: 5, y: 6, size: 1 }, hp: 20 });
    // Seed 2: side A wins the champion test and is asked whether to go first.
    expect(s.view.pending).toMatchObject({ player: 0, kind: "initiative" });
  });

  it("a Pick that hits with seed 2 leaves the goblin at 5 hp (§ Attack Roll: 7 + 11 = 18 vs AC 16)", () => {
    const s = new BattleSession(ir(), newSandboxBattle(faceOff(2), [0, 1]));
    s.choose("first");
    expect(s.view.pending).toMatchObject({ player: 0, kind: "action" });
    s.choose("attack:Pick:B1");
    expect(where(s, "B1").hp).toBe(5);
    const roll = s.view.state.log.find((e) => e.kind === "roll-result")!;
    expect(roll.text).toBe("Pick: 7 + 11 = 18 vs AC 16 — hit");
    expect(roll.src).toMatchObject({ file: "content/ddm/creatures/ashfall-sentinel.wb", line: 6 });
  });

  it("an illegal shift next to the Sentinel carries its ruling: tier 4 Grasping Ash decides (§ Core Rules and Exceptions)", () => {
    // Seed 1: side B wins initiative; its goblin stands in the Sentinel's aura.
    const s = new BattleSession(ir(), newSandboxBattle(faceOff(1), [0, 1]));
    s.choose("first");
    const shift = s.view.pending!.options.find((o) => o.id === "shift")!;
    expect(shift.legal).toBe(false);
    const why = s.view.whyNot.shift!;
    expect(why.verdicts[0]).toMatchObject({ tier: 4, status: "decides", rule: "Grasping Ash", text: "enemies cannot shift", src: { file: "content/ddm/creatures/ashfall-sentinel.wb", line: 9 } });
    expect(why.verdicts.map((v) => `${v.tier} ${v.status}`)).toEqual(["4 decides", "0 overridden", "1 overridden"]);
    expect(() => s.choose("shift")).toThrow(/not allowed: enemies cannot shift/);
  });

  it("the AI answers for the other side until the person must decide again", () => {
    const s = new BattleSession(ir(), newSandboxBattle(faceOff(1), [0]));
    // Seed 1: side B (the AI) wins initiative, so it decides first; the person (side A) is asked next.
    const decided = () => s.view.state.log.filter((e) => e.kind === "choice" && e.data?.decision !== "place");
    expect(s.view.pending?.player).toBe(0);
    expect(decided().some((e) => e.data?.player === 1)).toBe(true);
    // The person was asked nothing yet: its only creature took its turn without a question (one option, logged only).
    expect(decided().filter((e) => e.data?.player === 0).map((e) => e.data?.decision)).toEqual(["activate"]);
    // The AI's replies are derived from the seed, not stored, until the person decides.
    expect(s.doc.choices).toEqual([]);
    const aiSaid = decided().map((e) => String(e.data?.option));
    const mine = s.view.pending!.options.find((o) => o.legal)!.id;
    s.choose(mine);
    // Recorded now: the AI's replies (a decision with one option is not asked, only logged), then the person's.
    expect(s.doc.choices.at(-1)).toBe(mine);
    expect(s.doc.choices.slice(0, -1)).toEqual(aiSaid.filter((o) => s.doc.choices.slice(0, -1).includes(o)));
    expect(s.doc.choices.length).toBeGreaterThan(1);
  });

  it("undo restores the exact previous state and redo the undone one", () => {
    const s = new BattleSession(ir(), newSandboxBattle(faceOff(2), [0, 1]));
    s.choose("first");
    const before = JSON.stringify(s.view.state);
    s.choose("attack:Pick:B1");
    const after = JSON.stringify(s.view.state);
    expect(after).not.toBe(before);
    s.undo();
    expect(JSON.stringify(s.view.state)).toBe(before);
    expect(where(s, "B1").hp).toBe(20);
    s.redo();
    expect(JSON.stringify(s.view.state)).toBe(after);
    // A new decision after an undo drops the redo.
    s.undo();
    s.choose("move:5,4");
    expect(s.canRedo).toBe(false);
    // Leaving the goblin's side provokes: side B is asked first, then the Sentinel stands at 5,4.
    expect(s.view.pending).toMatchObject({ player: 1, kind: "opportunity-attack" });
    s.choose("decline");
    expect(where(s, "A1").space).toMatchObject({ x: 5, y: 4 });
  });

  it("undoes a change of set-up, bringing back the battle played on the old one", () => {
    const s = new BattleSession(ir(), newSandboxBattle(faceOff(2), [0, 1]));
    s.choose("first");
    s.choose("attack:Pick:B1");
    const played = JSON.stringify(s.view.state);
    s.arrange({ ...s.doc.arrangement, creatures: s.doc.arrangement.creatures.map((c) => (c.side === "B" ? { ...c, x: 9 } : c)) });
    expect(s.doc.choices).toEqual([]);
    expect(where(s, "B1").space).toMatchObject({ x: 9, y: 6 });
    s.undo();
    expect(JSON.stringify(s.view.state)).toBe(played);
  });

  it("plays the next creature-turn for the person with the AI", () => {
    const s = new BattleSession(ir(), newSandboxBattle(arrangementFromBattle(ir(), "First Blood", 1)));
    const start = s.view.state.turn;
    s.playNextTurn();
    expect(s.view.state.turn).toBeGreaterThan(start);
    expect(s.view.pending?.player).toBe(0);
    s.undo();
    expect(s.view.state.turn).toBe(start);
  });

  it("the same set-up and human decisions meet the same AI replies: byte-identical logs", () => {
    const play = () => {
      const s = new BattleSession(ir(), newSandboxBattle(arrangementFromBattle(ir(), "First Blood", 4)));
      for (let i = 0; i < 3 && s.view.pending; i++) s.playNextTurn();
      return s;
    };
    const a = play();
    const b = play();
    expect(JSON.stringify(b.view.state.log)).toBe(JSON.stringify(a.view.state.log));
    // Replaying the document alone, with no session history, gives the same bytes.
    const replayed = new BattleSession(ir(), parseSandboxBattle(a.save()));
    expect(JSON.stringify(replayed.view.state)).toBe(JSON.stringify(a.view.state));
  });

  it("saves and loads a battle: the loaded one replays to the same state, and loading is undoable", () => {
    const s = new BattleSession(ir(), newSandboxBattle(faceOff(2), [0, 1]));
    s.choose("first");
    s.choose("attack:Pick:B1");
    const saved = s.save();
    const state = JSON.stringify(s.view.state);
    const other = new BattleSession(ir(), newSandboxBattle(arrangementFromBattle(ir(), "First Blood", 3)));
    const otherState = JSON.stringify(other.view.state);
    other.load(saved);
    expect(JSON.stringify(other.view.state)).toBe(state);
    other.undo();
    expect(JSON.stringify(other.view.state)).toBe(otherState);
  });

  it("reads bad battle files as clear problems", () => {
    expect(() => parseSandboxBattle("{")).toThrow(/not a saved battle: the file is not JSON/);
    expect(() => parseSandboxBattle(JSON.stringify({ format: "x" }))).toThrow(/"format" must be "warband-sandbox-battle"/);
    expect(() => parseSandboxBattle(JSON.stringify({ format: "warband-sandbox-battle", version: 2 }))).toThrow(/version 2/);
    const good = JSON.parse(new BattleSession(ir(), newSandboxBattle(faceOff(2))).save());
    expect(() => parseSandboxBattle(JSON.stringify({ ...good, choices: [1] }))).toThrow(/choices must be a list of option ids/);
    expect(() => parseSandboxBattle(JSON.stringify({ ...good, arrangement: { ...good.arrangement, creatures: [{ card: "X" }] } }))).toThrow(/arrangement needs/);
  });

  it("keeps the decisions that still replay when the content changes under them", () => {
    const s = new BattleSession(ir(), newSandboxBattle(faceOff(2), [0, 1]));
    s.choose("first");
    s.choose("attack:Pick:B1");
    // The Sentinel's Pick renamed: the recorded attack no longer exists.
    const renamed: IR = { ...ir(), creatures: ir().creatures.map((c) => (c.name === "Ashfall Sentinel" ? { ...c, attacks: c.attacks.map((a) => (a.name === "Pick" ? { ...a, name: "Axe" } : a)) } : c)) };
    s.setContent(renamed);
    expect(s.view.brokenAt).toBe(1);
    expect(where(s, "B1").hp).toBe(20);
    expect(s.view.pending!.options.some((o) => o.id === "attack:Axe:B1")).toBe(true);
  });
});

describe("why not, for attacks", () => {
  it("an attack with no target lists each enemy with the core rule that rules it out (§ Melee Attacks; § How to Choose Targets)", () => {
    const s = new BattleSession(ir(), newSandboxBattle({ ...faceOff(2), creatures: [
      { card: "Ashfall Sentinel", side: "A", x: 5, y: 5 },
      { card: "Cinder Goblin Cutter", side: "B", x: 5, y: 8 },
    ] }, [0, 1]));
    s.choose("first");
    expect(s.view.pending!.options.find((o) => o.id === "attack:Pick")).toMatchObject({ legal: false });
    const why = s.view.whyNot["attack:Pick"]!;
    expect(why.targets.map((t) => t.target)).toEqual(["B1"]);
    expect(why.targets[0]!.verdicts[0]).toMatchObject({ tier: 2, polarity: "cannot", status: "decides", rule: "core: choose targets", text: "not adjacent" });
    // The ranged Ember Sling (range 6) reaches the goblin three squares away.
    expect(s.view.pending!.options.find((o) => o.id === "attack:Ember Sling:B1")?.legal).toBe(true);
  });
});
