// A rules test block: a position, scripted dice, what happens, and what must then
// hold — rules tests written as content, next to the rules they check.
//
//   test "a shift provokes nothing" {
//     creature A1 "Mire Archer" at 3,3
//     creature B1 "Cinder Goblin Cutter" at 4,3 hp 10 with Slowed
//     dice 15, 3
//     when A1 attacks B1 with "Hatchet" and shifts to 2,3
//     choose 5,3                       # a further choice in that turn (a push square…)
//     expect B1 hp 5
//     expect A1 may not move tier 2
//   }
import type { Atom, DataBlockAst, DataLine } from "../../grammar/ast.js";
import { closest, didYouMean, replaceFixes } from "../diagnostics.js";
import type { RulesTestIR, SquareIR, TestExpectIR, TestStepIR } from "../ir.js";
import { atomText, src, type LowerContext } from "./context.js";
import { intList, nameList, square } from "./data-line.js";
import type { PendingRef } from "./warband.js";

/** Reads a data line's atoms left to right. */
class Reader {
  i = 0;
  constructor(readonly atoms: Atom[]) {}
  peek(): Atom | undefined {
    return this.atoms[this.i];
  }
  /** Takes the next atom if it is this word (case-insensitive). */
  word(w: string): boolean {
    const a = this.peek();
    if (a?.kind === "word" && a.lower === w) return (this.i++, true);
    return false;
  }
  words(...ws: string[]): boolean {
    const start = this.i;
    for (const w of ws) if (!this.word(w)) return ((this.i = start), false);
    return true;
  }
  sym(t: string): boolean {
    const a = this.peek();
    if (a?.kind === "sym" && a.text === t) return (this.i++, true);
    return false;
  }
  int(): number | null {
    const a = this.peek();
    if (a?.kind === "int") return (this.i++, a.value);
    return null;
  }
  name(): { text: string; atom: Atom } | null {
    const a = this.peek();
    if (a?.kind === "string") return (this.i++, { text: a.value, atom: a });
    if (a?.kind === "word") return (this.i++, { text: a.text, atom: a });
    return null;
  }
  square(): SquareIR | null {
    const s = square(this.atoms, this.i);
    if (!s) return null;
    this.i = s.next;
    return s.sq;
  }
  done(): boolean {
    return this.i >= this.atoms.length;
  }
}

/** Thrown inside one line's reading; becomes one diagnostic on the line. */
class LineProblem extends Error {
  constructor(
    message: string,
    readonly atom?: Atom,
  ) {
    super(message);
  }
}

const WHEN_FORMS = `'when A1 attacks B1 with "Attack"', 'when A1 moves to 5,3', 'when A1 shifts to 4,3', 'when A1 ends its turn', 'when A1 chooses "option id"' (joined by 'and'), or 'when the round ends'`;
const EXPECT_FORMS =
  "'expect A1 hp 45', 'expect A1 at 5,3', 'expect A1 has|lacks Slowed', 'expect A1 destroyed|in play', 'expect A1 may|may not shift [2 squares] [tier 1]', 'expect A1 speed 2' (or a defence), 'expect A vp 9', 'expect winner A', 'expect no winner' or 'expect log \"text\"'";

export function lowerRulesTest(ctx: LowerContext, d: DataBlockAst, refs: PendingRef[]): RulesTestIR {
  const t: RulesTestIR = { name: d.name.text, map: null, scenario: "Assault", points: null, houseRules: [], creatures: [], dice: [], steps: [], src: src(ctx, d.range) };
  const file = ctx.rep.file;
  const ids = () => t.creatures.map((c) => c.id);
  const creatureId = (r: Reader): string => {
    const a = r.name();
    if (!a) throw new LineProblem("expected a creature id such as A1", r.peek());
    const id = a.text.toUpperCase();
    if (!ids().includes(id)) {
      const sugg = closest(a.text, ids());
      throw new LineProblem(`no creature ${a.text} is placed in this test (placed: ${ids().join(", ") || "none"})${didYouMean(sugg)}`, a.atom);
    }
    return id;
  };
  const conditionName = (a: { text: string; atom: Atom }): string => {
    const known = ctx.conditions.get(a.text.toLowerCase());
    if (known) return known.name;
    const names = [...ctx.conditions.values()].map((c) => c.name);
    const sugg = closest(a.text, names);
    ctx.rep.error("WB391", `'${a.text}' is not a condition${didYouMean(sugg)}`, a.atom.range, replaceFixes(a.atom.range, sugg));
    return a.text;
  };

  for (const line of d.lines) {
    const r = new Reader(line.atoms);
    const cite = src(ctx, line.range);
    try {
      switch (line.key.lower) {
        case "map":
        case "scenario": {
          const n = r.name();
          if (!n || !r.done()) throw new LineProblem(`write ${line.key.lower} "Name"`);
          if (line.key.lower === "map") t.map = n.text;
          else t.scenario = n.text;
          refs.push({ kind: line.key.lower, name: n.text, range: n.atom.range, file });
          break;
        }
        case "points":
          t.points = intList(ctx, line.atoms, line)[0] ?? null;
          break;
        case "house": {
          if (!r.word("rules")) throw new LineProblem('write house rules "Pack"');
          for (const n of nameList(ctx, line.atoms.slice(1))) {
            t.houseRules.push(n.text);
            refs.push({ kind: "house", name: n.text, range: n.atom.range, file });
          }
          break;
        }
        case "dice":
          t.dice.push(...intList(ctx, line.atoms, line));
          break;
        case "creature":
          if (t.steps.some((x) => x.kind !== "expect")) throw new LineProblem("place every creature before the first 'when' line: the position is set up before anything happens", line.key);
          placeCreature(ctx, t, r, line, refs, conditionName);
          break;
        case "when":
          t.steps.push(...whenStep(r, cite, creatureId));
          break;
        case "choose": {
          const turn = [...t.steps].reverse().find((s) => s.kind === "turn" || s.kind === "end-of-round");
          if (turn?.kind !== "turn") throw new LineProblem("'choose' adds a choice to the turn of the 'when' line before it; there is none");
          const sq = r.square();
          const n = sq ? null : r.name();
          if ((!sq && !n) || !r.done()) throw new LineProblem("write choose 5,3 or choose \"option id\"");
          turn.choices.push(sq ? `${sq.x},${sq.y}` : n!.text);
          break;
        }
        case "expect":
          t.steps.push({ kind: "expect", expect: expectation(ctx, r, creatureId, conditionName), src: cite });
          break;
        default:
          throw new LineProblem(`a test has map, scenario, points, house rules, creature, dice, when, choose and expect lines — not ${atomText(line.key)}`, line.key);
      }
    } catch (e) {
      if (!(e instanceof LineProblem)) throw e;
      ctx.rep.error("WB390", e.message, e.atom?.range ?? line.range);
    }
  }
  if (t.creatures.length === 0) ctx.rep.error("WB390", `the test "${t.name}" places no creature: creature A1 "Card" at 3,3`, d.name.range);
  if (!t.steps.some((s) => s.kind === "expect")) ctx.rep.error("WB390", `the test "${t.name}" expects nothing: add an expect line`, d.name.range);
  return t;
}

function placeCreature(
  ctx: LowerContext,
  t: RulesTestIR,
  r: Reader,
  line: DataLine,
  refs: PendingRef[],
  conditionName: (a: { text: string; atom: Atom }) => string,
): void {
  const idAtom = r.name();
  const card = r.peek()?.kind === "string" ? r.name() : null;
  const id = idAtom?.text.toUpperCase() ?? "";
  if (!idAtom || !/^[A-Z]\d+$/.test(id) || !card) throw new LineProblem('write creature A1 "Card" at 3,3 — the id is the side letter and a number');
  if (t.creatures.some((c) => c.id === id)) throw new LineProblem(`${id} is placed twice`, idAtom.atom);
  if (!r.word("at")) throw new LineProblem("say where it stands: at x,y", r.peek());
  const at = r.square();
  if (!at) throw new LineProblem("expected a square as x,y", r.peek());
  let hp: number | null = null;
  const conditions: string[] = [];
  while (!r.done()) {
    if (r.word("hp")) {
      hp = r.int();
      if (hp === null) throw new LineProblem("expected hit points after hp", r.peek());
    } else if (r.word("with")) {
      do {
        const n = r.name();
        if (!n) throw new LineProblem("expected a condition after 'with'", r.peek());
        conditions.push(conditionName(n));
      } while (r.sym(",") || r.sym("and"));
    } else throw new LineProblem(`expected 'hp N' or 'with Condition' but found ${atomText(r.peek())}`, r.peek());
  }
  t.creatures.push({ id, card: card.text, at, hp, conditions, src: src(ctx, line.range) });
  refs.push({ kind: "creature", name: card.text, range: card.atom.range, file: ctx.rep.file });
}

function whenStep(r: Reader, cite: RulesTestIR["src"], creatureId: (r: Reader) => string): TestStepIR[] {
  if (r.words("the", "round", "ends") || r.words("round", "ends")) {
    if (!r.done()) throw new LineProblem(`nothing follows 'the round ends'`, r.peek());
    return [{ kind: "end-of-round", src: cite }];
  }
  const creature = creatureId(r);
  const choices: string[] = [];
  do {
    if (r.word("attacks")) {
      const target = creatureId(r);
      const attack = r.word("with") ? r.name() : null;
      if (!attack) throw new LineProblem('name the attack: attacks B1 with "Attack"', r.peek());
      choices.push(`attack:${attack.text}:${target}`);
    } else if (r.word("moves") || r.word("shifts")) {
      const verb = (r.atoms[r.i - 1] as { lower: string }).lower === "moves" ? "move" : "shift";
      const sq = r.word("to") ? r.square() : null;
      if (!sq) throw new LineProblem(`say where: ${verb === "move" ? "moves" : "shifts"} to x,y`, r.peek());
      choices.push(`${verb}:${sq.x},${sq.y}`);
    } else if (r.word("chooses")) {
      const n = r.name();
      if (!n) throw new LineProblem('expected an option id: chooses "charge:Pick:B1"', r.peek());
      choices.push(n.text);
    } else if (r.words("ends", "its", "turn")) {
      // A turn with no actions: start- and end-of-turn rules still happen.
    } else throw new LineProblem(`expected ${WHEN_FORMS}`, r.peek());
  } while (r.sym("and") || r.sym(","));
  if (!r.done()) throw new LineProblem(`expected 'and' or the end of the line but found ${atomText(r.peek())}`, r.peek());
  return [{ kind: "turn", creature, choices, src: cite }];
}

function expectation(ctx: LowerContext, r: Reader, creatureId: (r: Reader) => string, conditionName: (a: { text: string; atom: Atom }) => string): TestExpectIR {
  const end = <T>(x: T): T => {
    if (!r.done()) throw new LineProblem(`expected the end of the line but found ${atomText(r.peek())}`, r.peek());
    return x;
  };
  if (r.word("winner")) {
    const side = r.name();
    if (!side) throw new LineProblem("expect winner A (or expect no winner)", r.peek());
    return end({ what: "winner", side: side.text.toUpperCase() });
  }
  if (r.words("no", "winner")) return end({ what: "winner", side: null });
  if (r.word("log")) {
    const a = r.peek();
    if (a?.kind !== "string") throw new LineProblem('expect log "text the log contains"', a);
    r.i++;
    return end({ what: "log", text: a.value });
  }
  const first = r.peek();
  if (first?.kind === "word" && /^[a-z]$/i.test(first.text) && r.atoms[r.i + 1]?.kind === "word" && (r.atoms[r.i + 1] as { lower: string }).lower === "vp") {
    r.i += 2;
    const v = r.int();
    if (v === null) throw new LineProblem("expect A vp 9", r.peek());
    return end({ what: "vp", side: first.text.toUpperCase(), value: v });
  }
  const creature = creatureId(r);
  if (r.word("hp")) {
    const v = r.int();
    if (v === null) throw new LineProblem("expected hit points after hp", r.peek());
    return end({ what: "hp", creature, value: v });
  }
  if (r.word("at")) {
    const sq = r.square();
    if (!sq) throw new LineProblem("expected a square as x,y", r.peek());
    return end({ what: "at", creature, square: sq });
  }
  if (r.word("has") || r.word("lacks")) {
    const what = (r.atoms[r.i - 1] as { lower: string }).lower as "has" | "lacks";
    const n = r.name();
    if (!n) throw new LineProblem(`expected a condition after '${what}'`, r.peek());
    return end({ what, creature, condition: conditionName(n) });
  }
  if (r.word("destroyed")) return end({ what: "destroyed", creature });
  if (r.words("in", "play")) return end({ what: "in-play", creature });
  if (r.word("may")) {
    const allowed = !r.word("not");
    const verb = r.name();
    const action = verb && ctx.actions.get(verb.text.toLowerCase());
    if (!verb || !action) {
      const names = [...ctx.actions.values()].map((a) => a.name);
      throw new LineProblem(`expected an action (${names.join(", ")})${verb ? didYouMean(closest(verb.text, names)) : ""}`, verb?.atom ?? r.peek());
    }
    let squares: number | null = null;
    let tier: number | null = null;
    if (allowed) {
      const n = r.int();
      if (n !== null) {
        if (!r.word("squares") && !r.word("square")) throw new LineProblem("expected 'squares' after the number", r.peek());
        squares = n;
      }
    }
    if (r.word("tier")) {
      tier = r.int();
      if (tier === null || tier > 4) throw new LineProblem("a tier is 0 to 4", r.peek());
    }
    return end({ what: "may", creature, action: action.name, allowed, squares, tier });
  }
  const stat = r.name();
  const known = stat && ["speed", ...ctx.ruleset.defenses].find((s) => s.toLowerCase() === stat.text.toLowerCase());
  if (stat && known) {
    const v = r.int() ?? (r.sym("-") ? -(r.int() ?? 0) : null);
    if (v === null) throw new LineProblem(`expected a number after ${known}`, r.peek());
    return end({ what: "value", creature, stat: known, value: v });
  }
  throw new LineProblem(`expected ${EXPECT_FORMS}`, stat?.atom ?? r.peek());
}
