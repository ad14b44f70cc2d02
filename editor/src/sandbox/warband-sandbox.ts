// <warband-sandbox>: the compiled battle on its map, advanced one creature-turn per
// click by two seeded random agents, with the battle log under it. It replays the
// battle whenever the compiled content changes, so edits show up in play at once.
import { css, html, LitElement, type PropertyValues } from "lit";
import type { IR, MapIR } from "../../../compiler/ir.js";
import type { BattleRecord } from "../../../runtime/ddm/battle.js";
import type { BattleState } from "../../../runtime/ddm/state.js";
import { formatEntry } from "../../../runtime/kernel/trace.js";
import { battleMap } from "./battle-map.js";
import { battleToPlay, mapOf, newRecord, playUntil } from "./battle-runner.js";

/** Every die roll and choice is in the trace so a battle replays exactly; people read the outcomes. */
const HIDDEN_LOG_KINDS = new Set(["roll", "choice"]);

interface Battlefield {
  record: BattleRecord;
  state: BattleState;
  map: MapIR;
}

export class WarbandSandbox extends LitElement {
  static override properties = {
    ir: { attribute: false },
    battlefield: { state: true },
    problem: { state: true },
  };

  static override styles = css`
    :host {
      display: grid;
      grid-template-rows: auto auto minmax(0, 1fr) minmax(6rem, 14rem);
      gap: 0.5rem;
      padding: 0.5rem 0.75rem;
      min-height: 0;
      font-size: 0.9rem;
    }
    .controls {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem;
    }
    button {
      font: inherit;
      padding: 0.3rem 0.8rem;
      border: 1px solid var(--wb-border);
      border-radius: 4px;
      background: var(--wb-panel);
      color: var(--wb-text);
      cursor: pointer;
    }
    button:disabled {
      color: var(--wb-muted);
      cursor: default;
    }
    button:focus-visible {
      outline: 3px solid var(--wb-focus);
      outline-offset: 2px;
    }
    dl {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 1rem;
      margin: 0;
    }
    dt {
      color: var(--wb-muted);
    }
    dd {
      margin: 0 0 0 0.3rem;
      font-variant-numeric: tabular-nums;
    }
    dl div {
      display: flex;
    }
    .result {
      margin: 0.25rem 0 0;
      font-weight: 600;
    }
    .problem {
      color: var(--wb-error);
    }
    svg {
      width: 100%;
      height: 100%;
    }
    .board {
      fill: var(--wb-square);
    }
    .grid {
      stroke: var(--wb-grid);
      stroke-width: 0.5;
      fill: none;
    }
    .start {
      fill-opacity: 0.18;
    }
    .wall {
      fill: var(--wb-wall);
    }
    .terrain {
      fill: url(#hatch);
    }
    .hatch {
      stroke: var(--wb-terrain);
      stroke-width: 1.5;
    }
    .victory {
      fill: none;
      stroke-width: 1.5;
      stroke-dasharray: 3 2;
    }
    .wall-line {
      stroke: var(--wb-wall);
      stroke-width: 3;
      stroke-linecap: round;
    }
    .side-a {
      fill: var(--wb-side-a);
      stroke: var(--wb-side-a);
    }
    .side-b {
      fill: var(--wb-side-b);
      stroke: var(--wb-side-b);
    }
    .side-other {
      fill: var(--wb-side-other);
      stroke: var(--wb-side-other);
    }
    .victory.side-a,
    .victory.side-b,
    .victory.side-other {
      fill: none;
    }
    .creature circle {
      stroke: var(--wb-panel);
      stroke-width: 1;
    }
    .creature.active circle {
      stroke: var(--wb-focus);
      stroke-width: 2;
    }
    .creature text {
      stroke: none;
      text-anchor: middle;
      dominant-baseline: central;
      font-family: var(--wb-font);
    }
    .creature .id {
      fill: var(--wb-token-text);
      font-size: 6px;
      font-weight: 700;
    }
    .creature .hp {
      fill: var(--wb-text);
      font-size: 5px;
      dominant-baseline: auto;
    }
    ol {
      margin: 0;
      padding: 0.25rem 0.5rem;
      overflow-y: auto;
      list-style: none;
      border: 1px solid var(--wb-border);
      border-radius: 4px;
      font-family: var(--wb-mono);
      font-size: 0.8rem;
      background: var(--wb-panel);
    }
    ol:focus-visible {
      outline: 3px solid var(--wb-focus);
    }
  `;

  /** The compiled content; null until the first compile answers. */
  declare ir: IR | null;
  declare battlefield: Battlefield | null;
  /** Why the battle cannot be shown, in words for the person editing the content. */
  declare problem: string | null;

  constructor() {
    super();
    this.ir = null;
    this.battlefield = null;
    this.problem = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // New content: replay what has been played so far against it.
    if (changed.has("ir")) this.playTo(this.battlefield?.state.turn ?? 0, this.battlefield?.record);
  }

  private playTo(turns: number, record?: BattleRecord): void {
    if (!this.ir) return;
    const battle = battleToPlay(this.ir);
    if (!battle) {
      this.problem = "The content declares no battle to play.";
      return;
    }
    const map = mapOf(this.ir, battle);
    if (!map) {
      this.problem = `The battle "${battle.name}" is on the map "${battle.map}", which the content does not declare.`;
      return;
    }
    const played = record?.battle === battle.name ? record : newRecord(battle);
    try {
      const { state, choices } = playUntil(this.ir, played, turns);
      this.battlefield = { record: { ...played, choices }, state, map };
      this.problem = null;
    } catch (e) {
      this.problem = `The battle "${battle.name}" cannot be played: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  private playNextTurn(): void {
    if (this.battlefield) this.playTo(this.battlefield.state.turn + 1, this.battlefield.record);
  }

  private restart(): void {
    this.playTo(0);
  }

  override render() {
    // While the content cannot be played, the last battle shown would mislead: show the problem alone.
    const field = this.problem ? null : this.battlefield;
    return html`
      <div class="controls">
        <button type="button" @click=${this.playNextTurn} ?disabled=${!field || field.state.phase === "over"}>Play next turn</button>
        <button type="button" @click=${this.restart} ?disabled=${!this.ir}>Restart</button>
        ${field ? html`<span>${field.state.battle}</span>` : null}
      </div>
      ${this.problem
        ? html`<p class="problem" role="alert">${this.problem}</p>`
        : field
          ? this.scoreboard(field.state)
          : html`<p>Waiting for the compiler…</p>`}
      ${field ? battleMap(field.map, field.state) : html`<div></div>`}
      <ol role="log" aria-label="Battle log" tabindex="0">
        ${(field?.state.log ?? []).filter((e) => !HIDDEN_LOG_KINDS.has(e.kind)).map((e) => html`<li>${formatEntry(e)}</li>`)}
      </ol>
    `;
  }

  private scoreboard(state: BattleState) {
    return html`
      <div>
        <dl aria-label="Battle progress">
          <div><dt>Round</dt><dd>${state.round}</dd></div>
          <div><dt>Creature-turns</dt><dd data-testid="turns">${state.turn}</dd></div>
          ${state.players.map((p) => html`<div><dt>${p.warband} (${p.side})</dt><dd>${p.vp} VP</dd></div>`)}
        </dl>
        ${state.result ? html`<p class="result">${state.result}</p>` : null}
      </div>
    `;
  }

  protected override updated(): void {
    // Newest entries are at the bottom: keep them in view.
    const log = this.renderRoot.querySelector("ol");
    if (log) log.scrollTop = log.scrollHeight;
  }
}

customElements.define("warband-sandbox", WarbandSandbox);

declare global {
  interface HTMLElementTagNameMap {
    "warband-sandbox": WarbandSandbox;
  }
}
