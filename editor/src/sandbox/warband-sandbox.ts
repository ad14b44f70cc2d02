// <warband-sandbox>: the designer's battlefield. Set up: choose battle, scenario, map
// and seed, then place, move and remove creatures and terrain by drag and drop or from
// the keyboard. Play: a person decides for their side from the runtime's options
// (illegal ones say why, by tier), the greedy AI (it plays to win) for the other; the log's
// entries open their source line. The battle is a session document (set-up plus
// decisions), so undo, redo, save, load and sharing replay it exactly.
import { html, LitElement, nothing, type PropertyValues } from "lit";
import type { IR } from "../../../compiler/ir.js";
import type { SourceRef } from "../../../grammar/source.js";
import type { Square } from "../../../runtime/geometry/geometry.js";
import type { Option } from "../../../runtime/kernel/decisions.js";
import type { LogEntry } from "../../../runtime/kernel/trace.js";
import {
  arrangementFromBattle,
  creatureAt,
  moveCreature,
  moveTerrain,
  placeCreature,
  placeTerrain,
  removeCreature,
  removeTerrain,
  sidesOf,
  sizeOf,
  type Arrangement,
} from "../../../runtime/session/arrangement.js";
import { BattleSession, newSandboxBattle, type SandboxBattle, type SessionView } from "../../../runtime/session/battle-session.js";
import { battleFileName, download, keepInBrowser, keptInBrowser } from "./battle-file.js";
import { battleLog } from "./battle-log.js";
import { battleMap, CELL, type Token } from "./battle-map.js";
import { decisionPanel } from "./decision-panel.js";
import { optionSquares, optionsAt } from "./option-squares.js";
import { sandboxStyles } from "./sandbox-styles.js";

/** The bundled battle the sandbox opens with, when the content still declares it. */
const FAVOURITE_BATTLE = "First Blood";
const DRAG_TYPE = "application/x-warband-palette";

type Mode = "setup" | "play";
type Picked = { kind: "creature"; index: number } | { kind: "terrain"; x: number; y: number };

/** What the browser tests read: the battle document and the log it replays to. */
export interface SandboxTestHook {
  battle(): SandboxBattle | null;
  log(): LogEntry[];
}

declare global {
  interface Window {
    __warbandSandbox?: SandboxTestHook;
  }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export class WarbandSandbox extends LitElement {
  static override properties = {
    ir: { attribute: false },
    revision: { state: true },
    mode: { state: true },
    verb: { state: true },
    hoveredVerb: { state: true },
    hovered: { state: true },
    focusSquare: { state: true },
    picked: { state: true },
    atSquare: { state: true },
    paletteCreature: { state: true },
    paletteSide: { state: true },
    paletteTerrain: { state: true },
    filter: { state: true },
    problem: { state: true },
    notice: { state: true },
  };

  static override styles = sandboxStyles;

  /** The compiled content; null until the first compile answers. */
  declare ir: IR | null;
  /** Bumped whenever the session changes, to re-render. */
  declare revision: number;
  declare mode: Mode;
  declare verb: string | null;
  declare hoveredVerb: string | null;
  declare hovered: Option | null;
  declare focusSquare: Square | null;
  declare picked: Picked | null;
  declare atSquare: Option[] | null;
  declare paletteCreature: string;
  declare paletteSide: string;
  declare paletteTerrain: string;
  declare filter: { dice: boolean; choices: boolean };
  /** Why the battle cannot be shown, in words for the person editing the content. */
  declare problem: string | null;
  /** The outcome of the last save, load or edit, read out politely. */
  declare notice: string;

  private session: BattleSession | null = null;
  /** The session's view for this render; null when there is none or the content cannot play it. */
  private viewNow: SessionView | null = null;

  constructor() {
    super();
    this.ir = null;
    this.revision = 0;
    this.mode = "play";
    this.verb = null;
    this.hoveredVerb = null;
    this.hovered = null;
    this.focusSquare = null;
    this.picked = null;
    this.atSquare = null;
    this.paletteCreature = "";
    this.paletteSide = "A";
    this.paletteTerrain = "difficult";
    this.filter = { dice: true, choices: false };
    this.problem = null;
    this.notice = "";
  }

  /** Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) anywhere in the sandbox undo and redo the battle. */
  private readonly onKeydown = (e: KeyboardEvent) => {
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key.toLowerCase();
    if (!mod || e.altKey || (key !== "z" && key !== "y")) return;
    e.preventDefault();
    if (key === "y" || e.shiftKey) this.act((s) => s.redo(), "Redone.");
    else this.act((s) => s.undo(), "Undone.");
  };

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener("keydown", this.onKeydown);
    window.__warbandSandbox = {
      battle: () => this.session?.doc ?? null,
      log: () => this.viewNow?.state.log ?? [],
    };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("ir") && this.ir) {
      // New content: replay the same battle against it.
      if (this.session) this.session.setContent(this.ir);
      else this.openFavourite(this.ir);
      if (!this.ir.creatures.some((c) => same(c.name, this.paletteCreature))) this.paletteCreature = this.ir.creatures.at(-1)?.name ?? "";
    }
    if (!this.session) return;
    try {
      this.viewNow = this.session.view;
      this.problem = null;
    } catch (e) {
      this.viewNow = null;
      this.problem = `The battle cannot be played: ${message(e)}`;
    }
  }

  private openFavourite(ir: IR): void {
    const battle = ir.battles.find((b) => same(b.name, FAVOURITE_BATTLE)) ?? ir.battles[0];
    if (!battle) {
      this.problem = "The content declares no battle to play.";
      return;
    }
    try {
      this.session = new BattleSession(ir, newSandboxBattle(arrangementFromBattle(ir, battle.name, 1)));
    } catch (e) {
      this.problem = `The battle "${battle.name}" cannot be set up: ${message(e)}`;
    }
  }

  /** After any change to the session: clear what pointed into the old state. */
  private refresh(): void {
    this.verb = null;
    this.hoveredVerb = null;
    this.hovered = null;
    this.atSquare = null;
    this.revision++;
  }

  private act(what: (s: BattleSession) => void, notice = ""): void {
    if (!this.session) return;
    try {
      what(this.session);
      this.notice = notice;
    } catch (e) {
      this.notice = message(e);
    }
    this.refresh();
  }

  private arrange(edit: (ir: IR, a: Arrangement) => Arrangement, notice: string): void {
    this.act((s) => s.arrange(edit(s.ir, s.doc.arrangement)), notice);
  }

  private reveal(src: SourceRef): void {
    const detail = { file: src.file, line: src.line, column: src.column };
    this.dispatchEvent(new CustomEvent("warband-reveal", { detail, bubbles: true, composed: true }));
  }

  // ---- set-up: battle, scenario, map, seed, sides -------------------------------

  private chooseSetup(change: { battle?: string; scenario?: string; map?: string }): void {
    if (!this.session) return;
    const a = this.session.doc.arrangement;
    const battle = change.battle ?? a.battle;
    // A new battle brings its own scenario and map; a new map or scenario keeps the battle's warbands.
    const choice = change.battle ? {} : { scenario: change.scenario ?? a.scenario, map: change.map ?? a.map };
    this.act((s) => s.arrange(arrangementFromBattle(s.ir, battle, a.seed, choice)), `Set up ${battle}.`);
  }

  private setSeed(seed: number): void {
    if (!Number.isInteger(seed) || seed < 0) return;
    this.arrange((_, a) => ({ ...a, seed }), `Seed ${seed}: the battle starts over.`);
  }

  private setHumans(value: string): void {
    const humans = value === "both" ? [0, 1] : [Number(value)];
    this.act((s) => s.setHumans(humans));
  }

  // ---- set-up: placing, moving and removing -------------------------------------

  /** Drops the palette's creature (or terrain) on a square. */
  private dropPalette(kind: "creature" | "terrain", q: Square): void {
    if (kind === "creature") {
      this.arrange((ir, a) => placeCreature(ir, a, this.paletteCreature, this.paletteSide, q.x, q.y), `Placed ${this.paletteCreature} at ${q.x},${q.y}.`);
    } else {
      this.arrange((ir, a) => placeTerrain(ir, a, this.paletteTerrain, q.x, q.y), `Laid ${this.paletteTerrain} terrain at ${q.x},${q.y}.`);
    }
  }

  private dropPicked(q: Square | null): void {
    const p = this.picked;
    this.picked = null;
    if (!p) return;
    if (p.kind === "creature") {
      if (!q) this.arrange((_, a) => removeCreature(a, p.index), "Removed the creature.");
      else this.arrange((ir, a) => moveCreature(ir, a, p.index, q.x, q.y), `Moved the creature to ${q.x},${q.y}.`);
    } else if (!q) this.arrange((_, a) => removeTerrain(a, p.x, p.y), "Removed the terrain.");
    else this.arrange((ir, a) => moveTerrain(ir, a, p, q.x, q.y), `Moved the terrain to ${q.x},${q.y}.`);
  }

  /** Enter on a square in set-up: put down what is picked up, else pick up a creature, else place the palette's creature. */
  private setupEnter(q: Square): void {
    if (!this.session) return;
    if (this.picked) return this.dropPicked(q);
    const index = creatureAt(this.session.ir, this.session.doc.arrangement, q.x, q.y);
    if (index >= 0) {
      this.picked = { kind: "creature", index };
      this.notice = `Picked up ${this.session.doc.arrangement.creatures[index]!.card}: move the focus and press Enter to put it down, Delete to remove it.`;
    } else this.dropPalette("creature", q);
  }

  private setupDelete(q: Square): void {
    if (!this.session) return;
    const index = this.picked?.kind === "creature" ? this.picked.index : creatureAt(this.session.ir, this.session.doc.arrangement, q.x, q.y);
    this.picked = null;
    if (index >= 0) this.arrange((_, a) => removeCreature(a, index), "Removed the creature.");
    else this.arrange((_, a) => removeTerrain(a, q.x, q.y), `Removed the terrain at ${q.x},${q.y}.`);
  }

  private toggleTerrain(q: Square): void {
    const a = this.session?.doc.arrangement;
    if (!a) return;
    if (a.terrain.some((t) => t.x === q.x && t.y === q.y && t.type === this.paletteTerrain)) {
      this.arrange((_, x) => ({ ...x, terrain: x.terrain.filter((t) => !(t.x === q.x && t.y === q.y && t.type === this.paletteTerrain)) }), `Removed the terrain at ${q.x},${q.y}.`);
    } else this.dropPalette("terrain", q);
  }

  // ---- play ---------------------------------------------------------------------

  private choose(id: string): void {
    this.act((s) => s.choose(id));
  }

  private pickVerb(verb: string): void {
    this.verb = this.verb === verb ? null : verb;
    this.atSquare = null;
  }

  /** A square chosen in play: the one option pointing at it, or a list to pick from. */
  private playSquare(q: Square, view: SessionView): void {
    const d = view.pending;
    if (!d) return;
    const options = optionsAt(d, view.state, q.x, q.y, this.verb);
    if (options.length === 1) this.choose(options[0]!.id);
    else if (options.length > 1) {
      this.atSquare = options;
      this.notice = `${options.length} options at ${q.x},${q.y}.`;
    } else this.notice = `Nothing to do at ${q.x},${q.y}.`;
  }

  // ---- the map's pointer and keyboard events --------------------------------------

  private squareAt(e: { clientX: number; clientY: number }): Square | null {
    const svgEl = this.renderRoot.querySelector<SVGSVGElement>("svg.map");
    const ctm = svgEl?.getScreenCTM();
    const map = this.viewNow?.map;
    if (!svgEl || !ctm || !map) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const x = Math.floor(p.x / CELL);
    const y = Math.floor(p.y / CELL);
    return x >= 0 && y >= 0 && x < map.width && y < map.height ? { x, y } : null;
  }

  private onPointerDown(e: PointerEvent): void {
    if (this.mode !== "setup" || !this.session || e.button !== 0) return;
    const q = this.squareAt(e);
    if (!q) return;
    const a = this.session.doc.arrangement;
    const index = creatureAt(this.session.ir, a, q.x, q.y);
    if (index >= 0) this.picked = { kind: "creature", index };
    else if (a.terrain.some((t) => t.x === q.x && t.y === q.y)) this.picked = { kind: "terrain", ...q };
    else return;
    this.focusSquare = q;
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    e.preventDefault();
  }

  private onPointerUp(e: PointerEvent): void {
    if (this.mode === "setup" && this.picked) {
      const bin = this.renderRoot.querySelector(".bin")?.getBoundingClientRect();
      const onBin = bin && e.clientX >= bin.left && e.clientX <= bin.right && e.clientY >= bin.top && e.clientY <= bin.bottom;
      const q = onBin ? null : this.squareAt(e);
      const p = this.picked;
      // A press and release on the same square is a click: leave the creature where it stands.
      if (q && ((p.kind === "creature" && this.isOnPicked(q)) || (p.kind === "terrain" && p.x === q.x && p.y === q.y))) {
        this.picked = null;
        return;
      }
      this.dropPicked(q);
      return;
    }
    if (this.mode === "play") {
      const q = this.squareAt(e);
      const view = this.viewNow;
      if (q && view) {
        this.focusSquare = q;
        this.playSquare(q, view);
      }
    }
  }

  private isOnPicked(q: Square): boolean {
    if (!this.session || this.picked?.kind !== "creature") return false;
    return creatureAt(this.session.ir, this.session.doc.arrangement, q.x, q.y) === this.picked.index;
  }

  private onDrop(e: DragEvent): void {
    const kind = e.dataTransfer?.getData(DRAG_TYPE);
    const q = this.squareAt(e);
    if ((kind !== "creature" && kind !== "terrain") || !q) return;
    e.preventDefault();
    this.focusSquare = q;
    this.dropPalette(kind, q);
  }

  private onDragOver(e: DragEvent): void {
    if (e.dataTransfer?.types.includes(DRAG_TYPE)) e.preventDefault();
  }

  private startPaletteDrag(e: DragEvent, kind: "creature" | "terrain"): void {
    e.dataTransfer?.setData(DRAG_TYPE, kind);
    if (e.dataTransfer) e.dataTransfer.effectAllowed = "copy";
  }

  private onMapKey(e: KeyboardEvent, view: SessionView): void {
    const f = this.focusSquare ?? { x: 0, y: 0 };
    const step: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const d = step[e.key];
    if (d) {
      this.focusSquare = { x: Math.min(view.map.width - 1, Math.max(0, f.x + d[0])), y: Math.min(view.map.height - 1, Math.max(0, f.y + d[1])) };
    } else if (e.key === "Enter" || e.key === " ") {
      if (this.mode === "setup") this.setupEnter(f);
      else this.playSquare(f, view);
    } else if (e.key === "Escape") {
      this.picked = null;
      this.verb = null;
      this.atSquare = null;
    } else if (this.mode === "setup" && (e.key === "Delete" || e.key === "Backspace")) this.setupDelete(f);
    else if (this.mode === "setup" && (e.key === "t" || e.key === "T")) this.toggleTerrain(f);
    else return;
    if (!this.focusSquare) this.focusSquare = f;
    e.preventDefault();
  }

  // ---- saving, loading, sharing ---------------------------------------------------

  private save(): void {
    if (!this.session) return;
    keepInBrowser(this.session.save());
    this.notice = "Saved the battle in this browser.";
  }

  private loadSaved(): void {
    const text = keptInBrowser();
    if (!text) this.notice = "No battle is saved in this browser.";
    else this.act((s) => s.load(text), "Loaded the saved battle.");
  }

  private share(): void {
    if (!this.session) return;
    download(this.session.save(), battleFileName(this.session.doc.arrangement.battle));
    this.notice = "Downloaded the battle as a JSON file.";
  }

  private async upload(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const text = await file.text();
    this.act((s) => s.load(text), `Loaded ${file.name}.`);
  }

  // ---- rendering ------------------------------------------------------------------

  private tokens(view: SessionView): Token[] {
    const s = this.session!;
    if (this.mode === "setup") {
      const counts = new Map<string, number>();
      return s.doc.arrangement.creatures.map((c) => {
        const n = (counts.get(c.side) ?? 0) + 1;
        counts.set(c.side, n);
        const card = s.ir.creatures.find((x) => same(x.name, c.card));
        const hp = card?.hp ?? 0;
        return { id: `${c.side}${n}`, card: c.card, side: c.side, space: { x: c.x, y: c.y, size: sizeOf(s.ir, c.card) }, hp, maxHp: hp, bloodied: false, active: false };
      });
    }
    return view.state.creatures
      .filter((c) => c.status === "in-play" && c.space)
      .map((c) => ({ id: c.id, card: c.card, side: c.side, space: c.space!, hp: c.hp, maxHp: c.maxHp, bloodied: c.hp <= c.bloodiedAt, active: view.state.active?.creature === c.id }));
  }

  private pickedSquares(): Square[] {
    const p = this.picked;
    const s = this.session;
    if (!p || !s) return [];
    if (p.kind === "terrain") return [{ x: p.x, y: p.y }];
    const c = s.doc.arrangement.creatures[p.index];
    if (!c) return [];
    const n = sizeOf(s.ir, c.card);
    return Array.from({ length: n * n }, (_, i) => ({ x: c.x + (i % n), y: c.y + Math.floor(i / n) }));
  }

  private marks(view: SessionView) {
    const d = this.mode === "play" ? view.pending : null;
    const verb = this.verb ?? this.hoveredVerb;
    const reach = d && verb ? d.options.filter((o) => o.legal && o.id.startsWith(`${verb}:`)).flatMap((o) => optionSquares(d, o, view.state)) : [];
    const hovered = [...(this.hovered ? [this.hovered] : []), ...(this.atSquare ?? [])];
    const hover = d ? hovered.flatMap((o) => optionSquares(d, o, view.state)) : [];
    return { reach, hover, focus: this.focusSquare, picked: this.pickedSquares() };
  }

  /** What is on the focus square, read out to screen readers as the focus moves. */
  private focusText(view: SessionView): string {
    const f = this.focusSquare;
    if (!f) return "";
    const token = this.tokens(view).find((t) => f.x >= t.space.x && f.x < t.space.x + t.space.size && f.y >= t.space.y && f.y < t.space.y + t.space.size);
    const terrain = view.map.terrain.filter((t) => t.squares.some((q) => q.x === f.x && q.y === f.y)).map((t) => `${t.type} terrain`);
    const wall = view.map.walls.some((q) => q.x === f.x && q.y === f.y) ? ["wall"] : [];
    const what = [...(token ? [`${token.card} (${token.id}), ${token.hp} hp`] : []), ...terrain, ...wall];
    const d = this.mode === "play" ? view.pending : null;
    const options = d ? optionsAt(d, view.state, f.x, f.y, this.verb).map((o) => o.label) : [];
    return `Square ${f.x},${f.y}: ${what.join(", ") || "empty"}${options.length ? `. Enter: ${options.join(" or ")}` : ""}`;
  }

  override render() {
    const view = this.viewNow;
    const s = this.session;
    return html`
      ${this.setupControls()}
      ${this.problem
        ? html`<p class="problem" role="alert">${this.problem}</p>`
        : !view || !s
          ? html`<p>Waiting for the compiler…</p>`
          : html`
              ${this.sessionControls(s, view)} ${this.mode === "setup" ? this.palette(s) : nothing} ${this.scoreboard(view)}
              <div class="field">
                <div class="map-box">
                  <svg
                    class="map ${this.mode}"
                    viewBox="0 0 ${view.map.width * CELL} ${view.map.height * CELL}"
                    role="application"
                    aria-roledescription="battle map"
                    aria-label="Map ${view.map.name}, ${view.map.width} by ${view.map.height} squares. Arrow keys move the focus square, Enter ${this.mode === "setup" ? "places or picks up, Delete removes, T lays terrain" : "chooses"}."
                    aria-describedby="focus-text"
                    tabindex="0"
                    @keydown=${(e: KeyboardEvent) => this.onMapKey(e, view)}
                    @focus=${() => (this.focusSquare ??= { x: 0, y: 0 })}
                    @pointerdown=${this.onPointerDown}
                    @pointerup=${this.onPointerUp}
                    @dragover=${this.onDragOver}
                    @drop=${this.onDrop}
                  >
                    ${battleMap(view.map, this.tokens(view), this.marks(view))}
                  </svg>
                  <p id="focus-text" class="focus-text" aria-live="polite">${this.focusText(view)}</p>
                </div>
                <section class="decision" aria-label="Decision">
                  ${this.mode === "play"
                    ? decisionPanel(
                        view,
                        { verb: this.verb, atSquare: this.atSquare },
                        {
                          choose: (id) => this.choose(id),
                          hover: (o) => (this.hovered = o),
                          pickVerb: (v) => this.pickVerb(v),
                          hoverVerb: (v) => (this.hoveredVerb = v),
                          reveal: (src) => this.reveal(src),
                          letAiChoose: () => this.act((x) => x.letAiChoose()),
                        },
                      )
                    : html`<p>Setting up. Press <strong>Play</strong> to start the battle from this set-up.</p>`}
                </section>
              </div>
              <div class="log-controls">
                <label><input type="checkbox" .checked=${this.filter.dice} @change=${(e: Event) => (this.filter = { ...this.filter, dice: (e.target as HTMLInputElement).checked })} /> dice</label>
                <label><input type="checkbox" .checked=${this.filter.choices} @change=${(e: Event) => (this.filter = { ...this.filter, choices: (e.target as HTMLInputElement).checked })} /> choices</label>
                ${view.brokenAt !== null
                  ? html`<span class="problem">The edited content replays ${view.brokenAt} of the ${s.doc.choices.length} recorded decisions.</span>`
                  : nothing}
              </div>
              ${battleLog(view.state.log, this.filter, (src) => this.reveal(src))}
            `}
      <p class="notice" role="status">${this.notice}</p>
    `;
  }

  private setupControls() {
    const ir = this.ir;
    const a = this.session?.doc.arrangement;
    if (!ir || !a) return nothing;
    const select = (label: string, value: string, names: string[], change: (v: string) => void) => html`<label
      >${label}
      <select aria-label=${label} @change=${(e: Event) => change((e.target as HTMLSelectElement).value)}>
        ${names.map((n) => html`<option .selected=${same(n, value)} value=${n}>${n}</option>`)}
      </select></label
    >`;
    const humans = this.session!.doc.humans;
    const sides = sidesOf(ir, a);
    return html`<div class="controls" role="group" aria-label="Battle">
      ${select("Battle", a.battle, ir.battles.map((b) => b.name), (battle) => this.chooseSetup({ battle }))}
      ${select("Scenario", a.scenario, ir.scenarios.map((x) => x.name), (scenario) => this.chooseSetup({ scenario }))}
      ${select("Map", a.map, ir.maps.map((m) => m.name), (map) => this.chooseSetup({ map }))}
      <label>Seed <input aria-label="Seed" type="number" min="0" step="1" .value=${String(a.seed)} @change=${(e: Event) => this.setSeed(Number((e.target as HTMLInputElement).value))} /></label>
      <label
        >You play
        <select aria-label="You play" @change=${(e: Event) => this.setHumans((e.target as HTMLSelectElement).value)}>
          ${sides.map((side, i) => html`<option value=${String(i)} .selected=${humans.length === 1 && humans[0] === i}>side ${side}</option>`)}
          <option value="both" .selected=${humans.length > 1}>both sides</option>
        </select></label
      >
    </div>`;
  }

  private sessionControls(s: BattleSession, view: SessionView) {
    return html`<div class="controls" role="toolbar" aria-label="Sandbox">
      <span class="modes" role="group" aria-label="Mode">
        <button type="button" aria-pressed=${this.mode === "setup" ? "true" : "false"} @click=${() => ((this.mode = "setup"), (this.verb = null))}>Set up</button>
        <button type="button" aria-pressed=${this.mode === "play" ? "true" : "false"} @click=${() => ((this.mode = "play"), (this.picked = null))}>Play</button>
      </span>
      <button type="button" ?disabled=${!s.canUndo} @click=${() => this.act((x) => x.undo(), "Undone.")}>Undo</button>
      <button type="button" ?disabled=${!s.canRedo} @click=${() => this.act((x) => x.redo(), "Redone.")}>Redo</button>
      <button type="button" ?disabled=${this.mode !== "play" || !view.pending} @click=${() => this.act((x) => x.playNextTurn())}>Play next turn</button>
      <button type="button" @click=${() => this.act((x) => x.restart(), "The battle starts over.")}>Restart</button>
      <button type="button" @click=${this.save}>Save</button>
      <button type="button" @click=${this.loadSaved}>Load saved</button>
      <button type="button" @click=${this.share}>Download</button>
      <label class="upload">Upload <input type="file" accept=".json,application/json" @change=${this.upload} /></label>
    </div>`;
  }

  private palette(s: BattleSession) {
    const ir = s.ir;
    // The terrain types the content declares, and any a map uses without a declaration.
    const terrainTypes = [...new Set([...ir.terrains.map((t) => t.name.toLowerCase()), ...ir.maps.flatMap((m) => m.terrain.map((t) => t.type))])];
    return html`<div class="controls palette" role="group" aria-label="Palette">
      <label
        >Creature
        <select aria-label="Creature" @change=${(e: Event) => (this.paletteCreature = (e.target as HTMLSelectElement).value)}>
          ${ir.creatures.map((c) => html`<option value=${c.name} .selected=${c.name === this.paletteCreature}>${c.name}</option>`)}
        </select></label
      >
      <label
        >side
        <select aria-label="Side" @change=${(e: Event) => (this.paletteSide = (e.target as HTMLSelectElement).value)}>
          ${sidesOf(ir, s.doc.arrangement).map((x) => html`<option value=${x} .selected=${x === this.paletteSide}>${x}</option>`)}
        </select></label
      >
      <span class="chip side-${this.paletteSide.toLowerCase()}" draggable="true" data-drag="creature" @dragstart=${(e: DragEvent) => this.startPaletteDrag(e, "creature")}
        >⠿ ${this.paletteCreature}</span
      >
      <label
        >Terrain
        <select aria-label="Terrain" @change=${(e: Event) => (this.paletteTerrain = (e.target as HTMLSelectElement).value)}>
          ${terrainTypes.map((t) => html`<option value=${t} .selected=${t === this.paletteTerrain}>${t}</option>`)}
        </select></label
      >
      <span class="chip terrain-chip" draggable="true" data-drag="terrain" @dragstart=${(e: DragEvent) => this.startPaletteDrag(e, "terrain")}>⠿ ${this.paletteTerrain}</span>
      <span class="bin">Drop here to remove</span>
    </div>`;
  }

  private scoreboard(view: SessionView) {
    const state = view.state;
    return html`<dl aria-label="Battle progress">
      <div><dt>Round</dt><dd>${state.round}</dd></div>
      <div><dt>Creature-turns</dt><dd data-testid="turns">${state.turn}</dd></div>
      ${state.players.map((p) => html`<div><dt>${p.warband} (${p.side})</dt><dd>${p.vp} VP</dd></div>`)}
    </dl>`;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener("keydown", this.onKeydown);
  }

  protected override updated(): void {
    // Newest entries are at the bottom: keep them in view.
    const log = this.renderRoot.querySelector("ol[role=log]");
    if (log) log.scrollTop = log.scrollHeight;
  }
}

customElements.define("warband-sandbox", WarbandSandbox);

declare global {
  interface HTMLElementTagNameMap {
    "warband-sandbox": WarbandSandbox;
  }
}
