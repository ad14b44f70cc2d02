// The reading thread of the card import (import-parallel.ts): drafts the cards in order
// and hands them to the main thread in batches, which it writes and parses as they come.
import { parentPort, workerData } from "node:worker_threads";
import type { Card } from "./card.js";
import { draftCard } from "./card-file.js";
import type { CardDraft } from "./card-render.js";

/** Cards a batch: few enough that the main thread parses while this one reads, enough that handing over costs little. */
const BATCH = 25;

const cards = workerData as Card[];
let batch: CardDraft[] = [];
for (const card of cards) {
  batch.push(draftCard(card));
  if (batch.length === BATCH) {
    parentPort!.postMessage(batch);
    batch = [];
  }
}
if (batch.length > 0) parentPort!.postMessage(batch);
