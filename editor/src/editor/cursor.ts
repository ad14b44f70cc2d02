// Where the cursor is, in any warband editor on the page: the file's path and line.
// The card preview follows it without the editor component knowing about the preview.
import type * as Monaco from "monaco-editor/editor";
import { pathOf } from "../language/services.js";

export interface CursorPlace {
  path: string;
  line: number;
}

export function onCursor(monaco: typeof Monaco, listener: (place: CursorPlace) => void): Monaco.IDisposable {
  const disposables: Monaco.IDisposable[] = [];
  const follow = (editor: Monaco.editor.ICodeEditor) => {
    const tell = () => {
      const model = editor.getModel();
      const position = editor.getPosition();
      if (model && position) listener({ path: pathOf(model), line: position.lineNumber });
    };
    disposables.push(editor.onDidChangeCursorPosition(tell), editor.onDidChangeModel(tell));
    tell();
  };
  monaco.editor.getEditors().forEach(follow);
  disposables.push(monaco.editor.onDidCreateEditor(follow));
  return { dispose: () => disposables.forEach((d) => d.dispose()) };
}
