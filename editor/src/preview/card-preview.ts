// <warband-card-preview>: the creature under the cursor as a stat card — its name,
// level and cost, type line, statistics, attacks, powers and warband block — drawn
// from the compiled IR, so it follows every edit once the worker has compiled it.
import { css, html, LitElement, nothing } from "lit";
import type { CreatureIR, IR } from "../../../compiler/ir.js";
import { creatureNear, type OutlineSymbol } from "../../../compiler/services/index.js";
import { onCursor, type CursorPlace } from "../editor/cursor.js";
import { monaco } from "../editor/monaco.js";
import { attackLine, attackRange, clauseText, powerHeading, typeLine } from "./card-text.js";

/**
 * The compiled creature a cursor place is on: outside a creature's own card, a line that
 * names a creature in quotes (`creature "Mire Archer" x 2` in a warband, a test's
 * `creature A1 "…"`) shows that creature; otherwise the file's outline decides.
 */
export function creatureAtCursor(ir: IR | null, outlines: Record<string, OutlineSymbol[]> | null, place: CursorPlace | null, lineText = ""): CreatureIR | null {
  if (!ir || !outlines || !place) return null;
  const symbols = outlines[place.path] ?? [];
  const byName = (name: string) => ir.creatures.find((c) => c.name.toLowerCase() === name.toLowerCase()) ?? null;
  const inCard = symbols.some((s) => s.kind === "creature" && s.range.start.line <= place.line && place.line <= s.range.end.line);
  if (!inCard) {
    for (const [, quoted] of lineText.matchAll(/"([^"]+)"/g)) {
      const named = byName(quoted!);
      if (named) return named;
    }
  }
  const name = creatureNear(symbols, place.line);
  return name ? byName(name) : null;
}

export class WarbandCardPreview extends LitElement {
  static override properties = {
    ir: { attribute: false },
    outlines: { attribute: false },
    cursor: { state: true },
  };

  static override styles = css`
    :host {
      display: block;
      font-size: 0.85rem;
      overflow: auto;
    }
    article {
      margin: 0.5rem 0.75rem;
      border: 2px solid var(--wb-border);
      border-radius: 6px;
      background: var(--wb-panel);
    }
    header {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: 0.5rem;
      padding: 0.35rem 0.6rem;
      border-bottom: 1px solid var(--wb-border);
    }
    h3 {
      margin: 0;
      font-size: 1rem;
    }
    .type {
      padding: 0.2rem 0.6rem;
      color: var(--wb-muted);
      font-style: italic;
    }
    section {
      padding: 0.3rem 0.6rem;
      border-top: 1px solid var(--wb-border);
    }
    h4 {
      margin: 0 0 0.2rem;
      font-size: 0.75rem;
      text-transform: uppercase;
      letter-spacing: 0.05em;
      color: var(--wb-muted);
    }
    dl.stats {
      display: grid;
      grid-template-columns: repeat(4, auto 1fr);
      gap: 0.1rem 0.4rem;
      margin: 0;
    }
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0;
    }
    ul {
      margin: 0;
      padding-left: 1rem;
    }
    .tier {
      font-size: 0.75rem;
      color: var(--wb-muted);
    }
    p.empty {
      margin: 0.5rem 0.75rem;
      color: var(--wb-muted);
    }
  `;

  /** The last compiled IR and each file's outline, from the compiler worker. */
  declare ir: IR | null;
  declare outlines: Record<string, OutlineSymbol[]> | null;
  declare cursor: CursorPlace | null;
  private following: { dispose(): void } | undefined;

  constructor() {
    super();
    this.ir = null;
    this.outlines = null;
    this.cursor = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.following = onCursor(monaco, (place) => {
      if (place.path !== this.cursor?.path || place.line !== this.cursor.line) this.cursor = place;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.following?.dispose();
  }

  override render() {
    const place = this.cursor;
    const model = place ? monaco.editor.getModel(monaco.Uri.file(place.path)) : null;
    const lineText = place && model && place.line <= model.getLineCount() ? model.getLineContent(place.line) : "";
    const c = creatureAtCursor(this.ir, this.outlines, place, lineText);
    if (!c) return html`<p class="empty">Put the cursor in a creature to see its card.</p>`;
    const defenses = Object.entries(c.defenses);
    return html`
      <article aria-label="Stat card: ${c.name}" data-testid="card">
        <header>
          <h3 data-testid="card-name">${c.name}</h3>
          <span>Level ${c.level} · <span data-testid="card-cost">${c.cost}</span> points</span>
        </header>
        <div class="type">${typeLine(c)}</div>
        <section aria-label="Statistics">
          <h4>Statistics</h4>
          <dl class="stats">
            ${defenses.map(([d, v]) => html`<dt>${d}</dt><dd>${v}</dd>`)}
            <dt>Speed</dt><dd>${c.speed}${c.modes.length ? ` (${c.modes.join(", ")})` : ""}</dd>
            <dt>HP</dt><dd data-testid="card-hp">${c.hp}</dd>
            <dt>Bloodied</dt><dd>${c.bloodied}</dd>
          </dl>
        </section>
        ${c.attacks.length
          ? html`<section aria-label="Attacks">
              <h4>Attacks</h4>
              <ul data-testid="card-attacks">
                ${c.attacks.map(
                  (a) => html`<li>
                    <strong>${a.kind}${a.basic ? " basic" : ""}${attackRange(a) ? ` ${attackRange(a)}` : ""} · ${a.name}</strong>${a.uses !== null ? ` (${a.uses}/battle)` : ""}:
                    ${attackLine(a)}
                  </li>`,
                )}
              </ul>
            </section>`
          : nothing}
        ${c.powers.length
          ? html`<section aria-label="Powers">
              <h4>Powers</h4>
              <ul data-testid="card-powers">
                ${c.powers.map(
                  (p) => html`<li>
                    <strong>${powerHeading(p)}:</strong>
                    ${p.clauses.map(
                      (cl) => html`${clauseText(cl)}${cl.kind === "permission" ? html` <span class="tier">(tier ${cl.tier})</span>` : nothing} `,
                    )}
                  </li>`,
                )}
              </ul>
            </section>`
          : nothing}
        <section aria-label="Warband">
          <h4>Warband</h4>
          <div>
            ${c.alignment} · ${c.factions.join(", ") || "no faction"}${c.unique ? " · unique" : ""}${c.champion !== null
              ? ` · champion ${c.champion}`
              : ""}
          </div>
        </section>
      </article>
    `;
  }
}

customElements.define("warband-card-preview", WarbandCardPreview);

declare global {
  interface HTMLElementTagNameMap {
    "warband-card-preview": WarbandCardPreview;
  }
}
