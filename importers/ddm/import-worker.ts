// The reading thread of the card import (import-parallel.ts): takes a few cards at a time
// from the count it shares with the main thread, and hands their drafts over.
import { parentPort, workerData } from "node:worker_threads";
import type { Card } from "./card.js";
import { draftCard } from "./card-file.js";
import { CHUNK, type Handed } from "./import-parallel.js";

const { cards, next } = workerData as { cards: Card[]; next: Int32Array };
const hand = (h: Handed) => parentPort!.postMessage(h);
for (let at = Atomics.add(next, 0, CHUNK); at < cards.length; at = Atomics.add(next, 0, CHUNK)) hand({ at, drafts: cards.slice(at, at + CHUNK).map(draftCard) });
hand({ at: cards.length, drafts: null });
