// The fixed words of a catalogue text, for searching by what a reader sees rather than by what the database
// stores: the text outside its arguments, and the text of its plural and select branches ("# Empfänger"), each
// run between two arguments a separate piece. Enough of ICU for the catalogues' own texts: quoting with
// apostrophes, nested braces, `#` in plural branches. The parser package is a development tool here, not
// shipped, hence this small reader.

const BRANCHING = new Set(["plural", "select", "selectordinal"]);

/** The index of the brace closing the one at `open`, or the text's end when it is never closed. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return text.length;
}

/** The branches of a plural or select argument's options: `one {…} other {…}` gives both bodies. */
function branches(options: string): string[] {
  const bodies: string[] = [];
  let i = options.indexOf("{");
  while (i !== -1) {
    const end = closing(options, i);
    bodies.push(options.slice(i + 1, end));
    i = options.indexOf("{", end + 1);
  }
  return bodies;
}

function collect(text: string, inBranch: boolean, out: string[]) {
  let run = "";
  const flush = () => {
    const piece = run.replace(/\s+/g, " ").trim();
    if (piece) out.push(piece);
    run = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'" && text[i + 1] === "'") {
      run += "'";
      i++;
    } else if (
      c === "'" &&
      (text[i + 1] === "{" || text[i + 1] === "}" || (inBranch && text[i + 1] === "#"))
    ) {
      const end = text.indexOf("'", i + 1);
      const stop = end === -1 ? text.length : end;
      run += text.slice(i + 1, stop);
      i = stop;
    } else if (c === "{") {
      flush();
      const end = closing(text, i);
      const [, type = "", ...rest] = text.slice(i + 1, end).split(",");
      if (BRANCHING.has(type.trim())) for (const body of branches(rest.join(","))) collect(body, true, out);
      i = end;
    } else if (c === "#" && inBranch) {
      flush();
    } else {
      run += c;
    }
  }
  flush();
}

/** The pieces of fixed text in an ICU message, in order. */
export function messageLiterals(message: string): string[] {
  const out: string[] = [];
  collect(message, false, out);
  return out;
}

/** Lower-cased and compatibility-folded, whitespace collapsed: how searched text is compared. */
export function foldForSearch(text: string, locale: string): string {
  return text.normalize("NFKC").toLocaleLowerCase(locale).replace(/\s+/g, " ").trim();
}

/**
 * Whether a search term finds this catalogue text: each word of the term appears in one of the text's fixed
 * pieces (a piece may hold several of them). Values the text is given (names, amounts) are not in it.
 */
export function literalsMatch(message: string, term: string, locale: string): boolean {
  const words = foldForSearch(term, locale).split(" ").filter(Boolean);
  if (!words.length) return false;
  const pieces = messageLiterals(message).map((p) => foldForSearch(p, locale));
  return words.every((w) => pieces.some((p) => p.includes(w)));
}
