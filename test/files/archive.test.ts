// The user's files through a zip archive and back, as export and import do.
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { unzipFiles, zipFiles } from "../../editor/src/files/archive.js";

const files = [
  { path: "my-creatures.wb", text: 'creature "Marsh Wolf" {\n  hp 30\n}\n' },
  { path: "maps/bog.wb", text: "# a bog — with a dash\n" },
];

describe("zip archives of the user's files", () => {
  it("round-trips paths and text, folders included", () => {
    const back = unzipFiles(zipFiles(files));
    expect(back.unreadable).toEqual([]);
    expect(back.files.sort((a, b) => a.path.localeCompare(b.path))).toEqual([...files].sort((a, b) => a.path.localeCompare(b.path)));
  });

  it("gives the same bytes for the same files, whatever their order", () => {
    expect(zipFiles(files)).toEqual(zipFiles([...files].reverse()));
  });

  it("skips folder entries and reports entries that are not UTF-8 text", () => {
    const bytes = zipSync({ "maps/": new Uint8Array(), "maps/x.wb": new TextEncoder().encode("# x\n"), "art.png": new Uint8Array([0x89, 0xff, 0xfe]) });
    const back = unzipFiles(bytes);
    expect(back.files).toEqual([{ path: "maps/x.wb", text: "# x\n" }]);
    expect(back.unreadable).toEqual([{ path: "art.png", reason: "not UTF-8 text" }]);
  });

  it("says so when the bytes are not a zip", () => {
    expect(() => unzipFiles(new TextEncoder().encode("just text"))).toThrow(/not a zip archive/);
  });
});
