// The decision a person has to make, as buttons: the active creature's actions from
// the runtime, illegal ones disabled with the why-not verdict (tier, rule, source line)
// on hover or focus; move and shift as verbs whose squares are then picked on the map.
import { html, nothing } from "lit";
import type { SourceRef } from "../../../grammar/source.js";
import type { SessionView, VerdictSummary, WhyNot } from "../../../runtime/session/battle-session.js";
import type { Option } from "../../../runtime/kernel/decisions.js";
import { movementVerb } from "./option-squares.js";

export interface DecisionHandlers {
  choose(id: string): void;
  hover(o: Option | null): void;
  pickVerb(verb: string): void;
  /** The pointer or keyboard is on a verb's button (null when it leaves): the map shows where it reaches. */
  hoverVerb(verb: string | null): void;
  reveal(src: SourceRef): void;
  letAiChoose(): void;
}

export interface DecisionChoices {
  /** The movement verb whose squares the map shows, if one is chosen. */
  verb: string | null;
  /** Options at the square picked on the map, when more than one fits. */
  atSquare: Option[] | null;
}

function sourceLink(src: SourceRef, h: DecisionHandlers) {
  return html`<button type="button" class="link" @click=${() => h.reveal(src)}>${src.file}:${src.line}:${src.column}</button>`;
}

function verdictList(verdicts: VerdictSummary[], h: DecisionHandlers) {
  if (!verdicts.length) return nothing;
  return html`<ul>
    ${verdicts.map(
      (v) => html`<li class=${v.status}>
        <strong>tier ${v.tier}</strong> (${v.tierName}), ${v.status}: ${v.rule} — “${v.text}” ${v.src ? sourceLink(v.src, h) : nothing}
      </li>`,
    )}
  </ul>`;
}

function whyNotTip(id: string, w: WhyNot, h: DecisionHandlers) {
  return html`<div class="why" role="tooltip" id=${id}>
    <div>${w.why}</div>
    ${verdictList(w.verdicts, h)}
    ${w.targets.map((t) => html`<div class="target">${t.target}:</div>${verdictList(t.verdicts.filter((v) => v.polarity === "cannot"), h)}`)}
  </div>`;
}

function illegal(o: Option, w: WhyNot | undefined, h: DecisionHandlers) {
  const tipId = `why-${o.id.replace(/[^a-zA-Z0-9]+/g, "-")}`;
  return html`<span class="option illegal">
    <button type="button" aria-disabled="true" aria-describedby=${tipId} data-option=${o.id} @mouseenter=${() => h.hover(o)} @mouseleave=${() => h.hover(null)}>
      ${o.label}
    </button>
    ${whyNotTip(tipId, w ?? { why: o.why ?? "not allowed", verdicts: [], targets: [] }, h)}
  </span>`;
}

function legal(o: Option, h: DecisionHandlers) {
  return html`<button
    type="button"
    class="option"
    data-option=${o.id}
    @click=${() => h.choose(o.id)}
    @mouseenter=${() => h.hover(o)}
    @mouseleave=${() => h.hover(null)}
    @focus=${() => h.hover(o)}
    @blur=${() => h.hover(null)}
  >
    ${o.label}
  </button>`;
}

/** Movement options collapse into one button per verb; its squares are picked on the map. */
function verbButton(verb: string, options: Option[], chosen: string | null, h: DecisionHandlers) {
  return html`<button type="button" class="option verb" aria-pressed=${chosen === verb ? "true" : "false"} data-verb=${verb}
    @click=${() => h.pickVerb(verb)}
    @mouseenter=${() => h.hoverVerb(verb)}
    @mouseleave=${() => h.hoverVerb(null)}
    @focus=${() => h.hoverVerb(verb)}
    @blur=${() => h.hoverVerb(null)}
  >
    ${verb}… (${options.length} square${options.length === 1 ? "" : "s"})
  </button>`;
}

export function decisionPanel(view: SessionView, c: DecisionChoices, h: DecisionHandlers) {
  const d = view.pending;
  if (!d) return html`<p class="result">${view.state.result ?? "The battle is over."}</p>`;
  const byVerb = new Map<string, Option[]>();
  const rest: Option[] = [];
  for (const o of d.options) {
    const verb = o.legal ? movementVerb(o) : null;
    if (verb) byVerb.set(verb, [...(byVerb.get(verb) ?? []), o]);
    else rest.push(o);
  }
  const mover = view.state.active ? ` (${view.state.active.creature})` : "";
  return html`
    <h3 id="decision-heading">${d.prompt}</h3>
    <div class="options" role="group" aria-labelledby="decision-heading" data-kind=${d.kind}>
      ${rest.map((o) => (o.legal ? legal(o, h) : illegal(o, view.whyNot[o.id], h)))}
      ${[...byVerb].map(([verb, options]) => verbButton(verb, options, c.verb, h))}
    </div>
    ${c.verb ? html`<p class="hint">Pick a highlighted square to ${c.verb}${mover}: click it, or arrow keys and Enter on the map. Esc cancels.</p>` : nothing}
    ${c.atSquare?.length
      ? html`<div class="options" role="group" aria-label="Options on the picked square">${c.atSquare.map((o) => legal(o, h))}</div>`
      : nothing}
    <p><button type="button" @click=${h.letAiChoose}>Let the AI choose</button></p>
  `;
}
