// Preloaded into a child process by bench/import.ts (`node --import`): when the process
// ends, writes the CPU and wall time it took since it started to the file named by
// WARBAND_BENCH_TIMES, so the bench times a whole command as a user waits for it.
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const out = process.env["WARBAND_BENCH_TIMES"];
if (out) {
  process.on("exit", () => {
    const cpu = process.cpuUsage();
    writeFileSync(out, JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() }));
  });
}
