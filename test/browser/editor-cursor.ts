// Moving the cursor in the workbench's editor by the text found there, for the browser
// tests. Text is read from Monaco's model through the page's test hook, since Monaco
// renders only the lines in view.
import type { Page } from "playwright-core";

/** Puts the cursor at the end of the first line containing `text`, or on `text` plus `offset`; returns the line. */
export function cursorAt(page: Page, text: string, offset?: number): Promise<number> {
  return page.evaluate(
    ({ text, offset }) => {
      const { editor } = window.__warband!;
      const model = editor.getModel()!;
      const match = model.findMatches(text, false, false, true, null, false)[0]!;
      const line = match.range.startLineNumber;
      const column = offset === undefined ? model.getLineMaxColumn(line) : match.range.startColumn + offset;
      editor.setPosition({ lineNumber: line, column });
      editor.focus();
      return line;
    },
    { text, offset },
  );
}

export function lineText(page: Page, line: number): Promise<string> {
  return page.evaluate((l) => window.__warband!.editor.getModel()!.getLineContent(l), line);
}
