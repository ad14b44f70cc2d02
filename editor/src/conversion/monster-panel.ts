// <warband-monster-panel>: "Add a D&D monster". The user picks an SRD monster data file
// (or takes the last one used, kept in IndexedDB), searches it by name and converts one
// monster: an SRD 5.1 monster into a DDM creature card, an SRD 3.5 monster into a Chainmail
// model (detected from the file, or chosen). The card becomes a new file of the user's
// (conversions/<name>.wb), opens in the editor, and the panel lists what the conversion
// approximated, what it kept as text and what the compiler says about the new file.
import { css, html, LitElement, nothing } from "lit";
import type { IR } from "../../../compiler/ir.js";
import type { Diagnostic } from "../../../grammar/source.js";
import { slug } from "../../../converters/card-text.js";
import type { ConvertedCard } from "../../../converters/report.js";
import { buttonStyles } from "../button-styles.js";
import type { Project } from "../files/project.js";
import { readLastMonsterFile, rememberMonsterFile, type MonsterFile } from "./last-monster-file.js";
import { listMonsters, searchMonsters, type Edition, type MonsterList } from "./monster-list.js";

type Choice = "detect" | Edition;

const EDITIONS: Record<Edition, string> = {
  "5e": "SRD 5.1 → DDM creature card",
  "3.5": "SRD 3.5 → Chainmail model",
};

interface Result {
  path: string;
  edition: Edition;
  card: ConvertedCard;
  /** A Chainmail model's diagnostics against the Chainmail ruleset. */
  chainmail?: Diagnostic[];
}

/** Where a converted card goes among the user's files. */
export function conversionPath(edition: Edition, file: string): string {
  return edition === "5e" ? `conversions/${file}` : `conversions/chainmail/${file}`;
}

export class WarbandMonsterPanel extends LitElement {
  static override properties = {
    project: { attribute: false },
    ir: { attribute: false },
    diagnostics: { attribute: false },
    source: { state: true },
    list: { state: true },
    choice: { state: true },
    query: { state: true },
    selected: { state: true },
    busy: { state: true },
    result: { state: true },
    error: { state: true },
  };

  static override styles = css`
    ${buttonStyles}
    :host {
      display: block;
      flex: 0 1 auto;
      max-height: 60%;
      overflow: auto;
      padding: 0 0.75rem 0.6rem;
      font-size: 0.85rem;
      border-bottom: 1px solid var(--wb-border);
    }
    :host([hidden]) {
      display: none;
    }
    .title {
      display: flex;
      align-items: center;
      justify-content: space-between;
    }
    h2 {
      margin: 0;
      padding: 0.4rem 0 0;
      font-size: 0.9rem;
      color: var(--wb-muted);
    }
    h3 {
      margin: 0.6rem 0 0.2rem;
      font-size: 0.85rem;
    }
    label {
      display: block;
      margin-top: 0.4rem;
    }
    input,
    select {
      font: inherit;
      color: var(--wb-text);
      background: var(--wb-bg);
      border: 1px solid var(--wb-border);
      border-radius: 3px;
    }
    input[type="search"],
    select {
      box-sizing: border-box;
      width: 100%;
      margin-top: 0.15rem;
      padding: 0.15rem 0.3rem;
    }
    select[size] {
      font-size: 0.8rem;
    }
    option:checked {
      background: var(--wb-selected);
      color: var(--wb-text);
    }
    button {
      padding: 0.15rem 0.5rem;
    }
    :focus-visible {
      outline: 2px solid var(--wb-focus);
      outline-offset: 1px;
    }
    .muted {
      color: var(--wb-muted);
    }
    .error {
      color: var(--wb-error);
    }
    .warning {
      color: var(--wb-warning);
    }
    p {
      margin: 0.3rem 0;
    }
    ul {
      margin: 0.1rem 0;
      padding-left: 1.2rem;
    }
    li {
      margin: 0.1rem 0;
    }
    code {
      font-family: var(--wb-mono);
      font-size: 0.8rem;
    }
  `;

  declare project: Project | null;
  declare ir: IR | null;
  declare diagnostics: Diagnostic[] | null;
  declare source: MonsterFile | null;
  declare list: MonsterList | null;
  declare choice: Choice;
  declare query: string;
  declare selected: string;
  declare busy: boolean;
  declare result: Result | null;
  declare error: string;

  constructor() {
    super();
    this.project = null;
    this.ir = null;
    this.diagnostics = null;
    this.source = null;
    this.list = null;
    this.choice = "detect";
    this.query = "";
    this.selected = "";
    this.busy = false;
    this.result = null;
    this.error = "";
    this.remembered = readLastMonsterFile().then((last) => {
      if (last && !this.source) this.use(last);
    });
  }

  /** Settles once the last used file (if any) is loaded. */
  private readonly remembered: Promise<void>;

  /** Puts the keyboard on the first thing to do: the search once a file is loaded, else the file picker. */
  focusFirst(): void {
    void this.remembered
      .then(() => this.updateComplete)
      .then(() => this.renderRoot.querySelector<HTMLElement>(this.list?.ok ? "#search" : "#file")?.focus());
  }

  private use(file: MonsterFile): void {
    this.source = file;
    this.list = listMonsters(file.text);
    this.selected = this.list.ok ? (searchMonsters(this.list.entries, this.query)[0]?.name ?? "") : "";
    this.error = "";
  }

  private async pick(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const chosen = input.files?.[0];
    if (!chosen) return;
    const file = { name: chosen.name, text: await chosen.text() };
    this.use(file);
    // Only a file that reads as monsters is worth offering next time.
    if (this.list?.ok) await rememberMonsterFile(file);
  }

  private edition(): Edition | null {
    if (this.choice !== "detect") return this.choice;
    return this.list?.ok ? this.list.detected : null;
  }

  private search(query: string): void {
    this.query = query;
    const found = this.list?.ok ? searchMonsters(this.list.entries, query) : [];
    if (!found.some((m) => m.name === this.selected)) this.selected = found[0]?.name ?? "";
  }

  private onSearchKey(e: KeyboardEvent): void {
    if (e.key === "Enter") {
      e.preventDefault();
      void this.convert();
    } else if (e.key === "ArrowDown") {
      e.preventDefault();
      this.renderRoot.querySelector<HTMLSelectElement>("#monsters")?.focus();
    }
  }

  private async convert(): Promise<void> {
    const edition = this.edition();
    const project = this.project;
    if (!this.list?.ok || !edition || !this.selected || !project || this.busy) return;
    if (edition === "5e" && !this.ir) {
      // The card's words come from the compiled project: convert once it arrives.
      this.waitingForIr = true;
      this.requestUpdate();
      return;
    }
    this.busy = true;
    this.error = "";
    try {
      const { convertMonster } = await import("./converting.js");
      const { card, chainmail } = convertMonster(this.list.records, edition, this.selected, this.ir!);
      const path = conversionPath(edition, card.file);
      const existed = project.file(path) !== undefined;
      if (existed) await project.importFiles([{ path, text: card.text }]);
      else await project.create(path, card.text);
      this.result = { path, edition, card, ...(chainmail ? { chainmail } : {}) };
      if (existed) this.dispatchEvent(new CustomEvent("warband-replaced", { detail: { path }, bubbles: true, composed: true }));
      this.dispatchEvent(new CustomEvent("warband-open", { detail: { path, focus: false }, bubbles: true, composed: true }));
    } catch (e) {
      this.error = `Could not convert ${this.selected}: ${(e as Error).message}`;
    } finally {
      this.busy = false;
    }
  }

  /** A conversion asked for before the project's first compile answered. */
  private waitingForIr = false;

  protected override updated(changed: Map<string, unknown>): void {
    if (changed.has("ir") && this.ir && this.waitingForIr) {
      this.waitingForIr = false;
      void this.convert();
    }
  }

  override render() {
    const list = this.list;
    const found = list?.ok ? searchMonsters(list.entries, this.query) : [];
    const edition = this.edition();
    const target = edition && this.selected && list?.ok ? conversionPath(edition, `${slug(this.selected)}.wb`) : "";
    const replaces = target !== "" && this.project?.file(target) !== undefined;
    return html`
      <div class="title">
        <h2 id="monster-heading">Add a D&amp;D monster</h2>
        <button aria-label="Close the monster panel" title="Close" @click=${() => this.dispatchEvent(new CustomEvent("warband-close", { bubbles: true, composed: true }))}>×</button>
      </div>
      <label>Monster file (SRD 5.1 or SRD 3.5 JSON)
        <input id="file" type="file" accept=".json,application/json" @change=${(e: Event) => void this.pick(e)} />
      </label>
      ${this.source && list
        ? list.ok
          ? html`<p data-testid="monster-source">${this.source.name}: ${list.entries.length} monsters, read as ${list.detected === "5e" ? "SRD 5.1" : "SRD 3.5"}.</p>`
          : html`<p class="error" role="alert">${this.source.name} cannot be used: ${list.problem}.</p>`
        : html`<p class="muted">No file yet. The SRD files are not part of warband: pick your copy.</p>`}
      <label>Convert as
        <select id="edition" @change=${(e: Event) => (this.choice = (e.target as HTMLSelectElement).value as Choice)}>
          <option value="detect" ?selected=${this.choice === "detect"}>Detect from the file${list?.ok ? ` (${EDITIONS[list.detected]})` : ""}</option>
          <option value="5e" ?selected=${this.choice === "5e"}>${EDITIONS["5e"]}</option>
          <option value="3.5" ?selected=${this.choice === "3.5"}>${EDITIONS["3.5"]}</option>
        </select>
      </label>
      <label>Search by name
        <input
          id="search"
          type="search"
          placeholder="e.g. goblin"
          aria-controls="monsters"
          aria-describedby="found-count"
          .value=${this.query}
          ?disabled=${!list?.ok}
          @input=${(e: Event) => this.search((e.target as HTMLInputElement).value)}
          @keydown=${(e: KeyboardEvent) => this.onSearchKey(e)}
        />
      </label>
      <select
        id="monsters"
        size="7"
        aria-label="Monsters"
        ?disabled=${!found.length}
        @change=${(e: Event) => (this.selected = (e.target as HTMLSelectElement).value)}
        @keydown=${(e: KeyboardEvent) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          void this.convert();
        }}
        @dblclick=${() => void this.convert()}
      >
        ${found.map((m) => html`<option value=${m.name} ?selected=${m.name === this.selected}>${m.name} — ${m.detail}</option>`)}
      </select>
      <p id="found-count" class="muted">${list?.ok ? `${found.length} of ${list.entries.length} monsters match.` : ""}</p>
      <button id="convert" ?disabled=${!target || this.busy} @click=${() => void this.convert()}>
        ${this.busy || this.waitingForIr ? "Converting…" : target ? `${replaces ? "Convert, replacing" : "Convert to"} ${target}` : "Convert"}
      </button>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.result ? this.renderResult(this.result) : nothing}
    `;
  }

  private renderResult(r: Result) {
    const card = r.card;
    const compiled = r.chainmail ?? this.diagnostics?.filter((d) => d.file === r.path) ?? null;
    const errors = compiled?.filter((d) => d.severity === "error").length ?? 0;
    const others = compiled ? compiled.length - errors : 0;
    // Only the summary is announced; the lists below it are there to read at leisure.
    return html`
      <h3>${card.name} → <code>${r.path}</code></h3>
      <p data-testid="conversion-compiled" role="status" class=${errors ? "error" : ""}>
        ${compiled === null
          ? "Compiling…"
          : `${r.chainmail ? "Against the Chainmail ruleset: " : "Compiled: "}${errors} ${errors === 1 ? "error" : "errors"}, ${others} ${others === 1 ? "warning" : "warnings"}.`}
        ${`${card.fallbacks.length} kept as text, ${card.approximations.length} approximations.`}
      </p>
      <p class="muted">
        Derived from ${r.edition === "5e" ? "SRD 5.1 (CC-BY-4.0)" : "SRD 3.5 (Open Game License 1.0a)"}: the card's first comment lines say so; keep them, and
        warband's NOTICE, with cards you share.
      </p>
      ${r.chainmail
        ? html`<p class="muted">A file of <code>model</code> cards is checked against the Chainmail ruleset, in the editor too (<code>npx warband --ruleset chainmail check</code> on the command line); it is not played: there is no Chainmail runtime yet.</p>`
        : nothing}
      ${compiled?.length
        ? html`<ul data-testid="conversion-diagnostics">
            ${compiled.map((d) => html`<li class=${d.severity === "error" ? "error" : "warning"}>line ${d.range.start.line}: ${d.message}</li>`)}
          </ul>`
        : nothing}
      <h3>Kept as text (${card.fallbacks.length})</h3>
      ${card.fallbacks.length
        ? html`<ul data-testid="conversion-fallbacks">${card.fallbacks.map((f) => html`<li>${f}</li>`)}</ul>`
        : html`<p class="muted">Nothing: every ability has an equivalent.</p>`}
      <h3>Approximations (${card.approximations.length})</h3>
      <ul data-testid="conversion-approximations">${card.approximations.map((a) => html`<li>${a}</li>`)}</ul>
    `;
  }
}

customElements.define("warband-monster-panel", WarbandMonsterPanel);

declare global {
  interface HTMLElementTagNameMap {
    "warband-monster-panel": WarbandMonsterPanel;
  }
}
