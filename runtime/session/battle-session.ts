// A sandbox battle in play: the arrangement, who plays which side, and the decisions
// made so far. The state is never stored: it is the replay of those decisions (the
// dice live in the state, so a replay is exact), which makes undo, redo, saving and
// sharing a matter of keeping the small document below. A person decides for the
// human sides; the greedy agent (it plays to win) decides for the others, a fresh one
// seeded by the seed and the decision's number, so the same human decisions always meet
// the same replies.
import type { IR, MapIR } from "../../compiler/ir.js";
import type { SourceRef } from "../../grammar/source.js";
import { greedyAgent } from "../agents/greedy.js";
import type { BattleView } from "../ddm/agent-view.js";
import { play } from "../ddm/battle.js";
import { cardOf, makeGame, type Game } from "../ddm/game.js";
import { mayAct, tierName } from "../ddm/permissions.js";
import { targetRulings } from "../ddm/targeting.js";
import type { BattleState } from "../ddm/state.js";
import { AwaitingDecision, type Agent, type Decision } from "../kernel/decisions.js";
import type { Ruling, VerdictStatus } from "../kernel/permission.js";
import { arrangedContent, arrangedMap, placementQueues, type Arrangement } from "./arrangement.js";

export const SESSION_FORMAT = "warband-sandbox-battle";

/** Everything a sandbox battle is: what is saved, shared and kept on the undo stack. */
export interface SandboxBattle {
  format: typeof SESSION_FORMAT;
  version: 1;
  arrangement: Arrangement;
  /** Players (0 = the battle's first side) a person decides for. */
  humans: number[];
  /** Option ids of every decision after set-up, in order, whoever made it. */
  choices: string[];
}

export interface VerdictSummary {
  tier: number;
  polarity: "can" | "cannot";
  tierName: string;
  rule: string;
  text: string;
  status: VerdictStatus;
  src: SourceRef | null;
}

/** Why an option is illegal, with the ruling that settled it when a permission question did. */
export interface WhyNot {
  why: string;
  /** The verdict that decided the ruling, first; then the others. */
  verdicts: VerdictSummary[];
  /** For an attack with no target: each enemy and the ruling that rules it out. */
  targets: { target: string; verdicts: VerdictSummary[] }[];
}

export interface SessionView {
  state: BattleState;
  /** The chosen map with the arranged terrain and its own start areas. */
  map: MapIR;
  /** The decision a person has to make, or null when the battle is over. */
  pending: Decision | null;
  /** For the pending decision's illegal options, keyed by option id. */
  whyNot: Record<string, WhyNot>;
  /** Recorded decisions that no longer replay against the content (edited since), from this index on. */
  brokenAt: number | null;
}

export function newSandboxBattle(arrangement: Arrangement, humans: number[] = [0]): SandboxBattle {
  return { format: SESSION_FORMAT, version: 1, arrangement, humans, choices: [] };
}

/** The AI's seed for decision number `i`: independent of how the battle got there. */
function aiFor(seed: number, i: number): Agent<BattleView> {
  return greedyAgent((seed * 7919 + i * 104_729) % 2_147_483_647);
}

interface Replay {
  state: BattleState;
  pending: Decision | null;
  choices: string[];
  brokenAt: number | null;
}

/**
 * Replays the document. Placement decisions come from the arrangement, recorded
 * decisions next; after them the AI decides for its sides (and for `aiDecides` more of
 * the human's decisions) until a person must decide or the battle is over.
 */
function replay(ir: IR, doc: SandboxBattle, aiDecides = 0): Replay {
  const content = arrangedContent(ir, doc.arrangement);
  const placements = placementQueues(ir, doc.arrangement);
  const choices: string[] = [];
  let brokenAt: number | null = null;
  let extra = aiDecides;
  const decider: Agent<BattleView> = {
    name: "sandbox",
    choose(d, view) {
      if (d.kind === "place") {
        // Set-up skips the question when one square is left, so take the first arranged square still free.
        const queue = placements[d.player] ?? [];
        const k = queue.findIndex((sq) => d.options.some((o) => o.id === sq && o.legal));
        // A set-up power may send a creature elsewhere (Wandering Monster: a random victory area): the rules place it.
        if (k < 0) return d.options.findIndex((o) => o.legal);
        const [sq] = queue.splice(k, 1);
        return d.options.findIndex((o) => o.id === sq);
      }
      const i = choices.length;
      if (i < doc.choices.length && brokenAt === null) {
        const at = d.options.findIndex((o) => o.id === doc.choices[i] && o.legal);
        if (at >= 0) {
          choices.push(doc.choices[i]!);
          return at;
        }
        brokenAt = i;
      }
      if (doc.humans.includes(d.player)) {
        if (extra === 0) throw new AwaitingDecision(d);
        extra--;
      }
      const at = aiFor(doc.arrangement.seed, i).choose(d, view);
      choices.push(d.options[at]!.id);
      return at;
    },
  };
  const result = play(content, { battle: doc.arrangement.battle, seed: doc.arrangement.seed, choices: [] }, { agents: [decider, decider] });
  if (brokenAt === null && choices.length < doc.choices.length) brokenAt = choices.length;
  return { state: result.state, pending: result.pending, choices, brokenAt };
}

/** A ruling's verdicts, the deciding one first. */
function summarize(r: Ruling | null): VerdictSummary[] {
  if (!r || r.allowed) return [];
  const ordered = [...r.verdicts.filter((v) => v.status === "decides"), ...r.verdicts.filter((v) => v.status !== "decides")];
  return ordered.map((v) => ({ tier: v.tier, polarity: v.polarity, tierName: tierName(v.tier), rule: v.rule, text: v.text, status: v.status, src: v.src }));
}

/** The rulings behind an illegal option: an action verb's, or an attack's (declaring it, then each target). */
function rulingsBehind(g: Game, id: string, optionId: string): Pick<WhyNot, "verdicts" | "targets"> {
  const attackName = /^attack:([^:]+)$/.exec(optionId)?.[1];
  const attack = attackName ? cardOf(g, g.state.creatures.find((c) => c.id === id)!.card).attacks.find((a) => a.name === attackName) : undefined;
  if (attack) {
    const declared = mayAct(g, id, "attack", { attack });
    if (!declared.allowed) return { verdicts: summarize(declared), targets: [] };
    const targets = [...targetRulings(g, id, attack)].filter(([, r]) => !r.allowed).map(([target, r]) => ({ target, verdicts: summarize(r) }));
    return { verdicts: [], targets };
  }
  const isAction = !optionId.includes(":") && g.actions.some((a) => a.name.toLowerCase() === optionId);
  return { verdicts: isAction ? summarize(mayAct(g, id, optionId)) : [], targets: [] };
}

/** For a pending action decision: why each illegal option is illegal, with the rulings' verdicts by tier. */
function whyNotOf(ir: IR, doc: SandboxBattle, state: BattleState, pending: Decision | null): Record<string, WhyNot> {
  const out: Record<string, WhyNot> = {};
  if (!pending) return out;
  const active = state.active?.creature;
  const g = active && pending.kind === "action" ? makeGame(arrangedContent(ir, doc.arrangement), structuredClone(state), () => 0) : null;
  for (const o of pending.options) {
    if (o.legal) continue;
    out[o.id] = { why: o.why ?? "not allowed", ...(g && active ? rulingsBehind(g, active, o.id) : { verdicts: [], targets: [] }) };
  }
  return out;
}

/** The session: a document, its replayed view, and undo/redo stacks of earlier documents. */
export class BattleSession {
  private past: SandboxBattle[] = [];
  private future: SandboxBattle[] = [];
  private cached: SessionView | null = null;

  constructor(
    private content: IR,
    private current: SandboxBattle,
  ) {}

  get doc(): SandboxBattle {
    return this.current;
  }

  get ir(): IR {
    return this.content;
  }

  /** The battle now: replayed once per change. Throws when the content cannot play the arrangement. */
  get view(): SessionView {
    if (!this.cached) {
      const r = replay(this.content, this.current);
      this.cached = {
        state: r.state,
        map: arrangedMap(this.content, this.current.arrangement),
        pending: r.pending,
        whyNot: whyNotOf(this.content, this.current, r.state, r.pending),
        brokenAt: r.brokenAt,
      };
    }
    return this.cached;
  }

  /** New content (the designer edited a file): replay the same document against it. */
  setContent(ir: IR): void {
    this.content = ir;
    this.cached = null;
  }

  private commit(next: SandboxBattle): void {
    this.past.push(this.current);
    this.future = [];
    this.current = next;
    this.cached = null;
  }

  /** The choices the view was replayed from, with the AI's replies: what stays valid. */
  private replayedChoices(aiDecides = 0): string[] {
    return replay(this.content, this.current, aiDecides).choices;
  }

  /** A person decides the pending decision. */
  choose(optionId: string): void {
    const pending = this.view.pending;
    if (!pending) throw new Error("the battle is not waiting for a decision");
    const option = pending.options.find((o) => o.id === optionId);
    if (!option) throw new Error(`"${optionId}" is not an option of: ${pending.prompt}`);
    if (!option.legal) throw new Error(`${option.label} is not allowed: ${option.why ?? "illegal"}`);
    this.commit({ ...this.current, choices: [...this.replayedChoices(), optionId] });
  }

  /** The AI makes the pending decision for the person. */
  letAiChoose(): void {
    if (!this.view.pending) return;
    this.commit({ ...this.current, choices: this.replayedChoices(1) });
  }

  /** The AI decides for everyone until the next creature-turn has started and a person must decide again. */
  playNextTurn(): void {
    const start = this.view.state.turn;
    let doc = this.current;
    for (let n = 1; ; n++) {
      const r = replay(this.content, { ...this.current, choices: this.replayedChoices() }, n);
      doc = { ...this.current, choices: r.choices };
      if (!r.pending || r.state.turn > start) break;
    }
    this.commit(doc);
  }

  /** A new set-up: the battle starts over from it (undo brings the old one back). */
  arrange(arrangement: Arrangement): void {
    this.commit({ ...this.current, arrangement, choices: [] });
  }

  setHumans(humans: number[]): void {
    this.commit({ ...this.current, humans: [...humans].sort() });
  }

  /** Back to the start of the battle with the same set-up. */
  restart(): void {
    this.commit({ ...this.current, choices: [] });
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  undo(): void {
    const prev = this.past.pop();
    if (!prev) return;
    this.future.push(this.current);
    this.current = prev;
    this.cached = null;
  }

  redo(): void {
    const next = this.future.pop();
    if (!next) return;
    this.past.push(this.current);
    this.current = next;
    this.cached = null;
  }

  /** The document as a JSON file to keep or share. */
  save(): string {
    return `${JSON.stringify(this.current, null, 2)}\n`;
  }

  /** Opens a saved battle in place of this one (undoable). */
  load(text: string): void {
    this.commit(parseSandboxBattle(text));
  }
}

/** Reads a saved battle, or says in words what is wrong with the file. */
export function parseSandboxBattle(text: string): SandboxBattle {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new Error(`not a saved battle: the file is not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const d = data as Partial<SandboxBattle> | null;
  if (!d || typeof d !== "object" || d.format !== SESSION_FORMAT) throw new Error(`not a saved battle: "format" must be "${SESSION_FORMAT}"`);
  if (d.version !== 1) throw new Error(`a saved battle of version ${String(d.version)}; this workbench reads version 1`);
  const a = d.arrangement;
  const isInt = (n: unknown) => Number.isInteger(n);
  const arrangementOk =
    a &&
    typeof a.battle === "string" &&
    typeof a.scenario === "string" &&
    typeof a.map === "string" &&
    isInt(a.seed) &&
    Array.isArray(a.creatures) &&
    a.creatures.every((c) => typeof c?.card === "string" && typeof c.side === "string" && isInt(c.x) && isInt(c.y)) &&
    Array.isArray(a.terrain) &&
    a.terrain.every((t) => typeof t?.type === "string" && isInt(t.x) && isInt(t.y) && (t.amount == null || typeof t.amount === "number") && (t.direction == null || typeof t.direction === "string"));
  if (!arrangementOk) throw new Error("not a saved battle: the arrangement needs battle, scenario, map, seed, creatures (card, side, x, y) and terrain (type, x, y)");
  if (!Array.isArray(d.humans) || !d.humans.every(isInt)) throw new Error("not a saved battle: humans must be a list of player numbers");
  if (!Array.isArray(d.choices) || !d.choices.every((c) => typeof c === "string")) throw new Error("not a saved battle: choices must be a list of option ids");
  return { format: SESSION_FORMAT, version: 1, arrangement: a, humans: d.humans, choices: d.choices };
}
