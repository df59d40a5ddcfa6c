import type { ParseError } from './types.ts';

/** One category of a CIF data block: `fields` columns, `values` row-major, null for unquoted '.' and '?'. */
export interface CifCategory {
  name: string;
  fields: string[];
  values: (string | null)[];
  /** Source line of the first value of each row. */
  rowLines: number[];
}

export interface CifBlock {
  name: string;
  categories: Map<string, CifCategory>;
  errors: ParseError[];
}

enum Kind {
  Tag,
  Loop,
  Data,
  Value,
  Null,
  End,
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** Tokenizer for CIF 1.1 syntax: quotes that close only before whitespace, ';' text fields, comments. */
class Tokens {
  kind: Kind = Kind.End;
  text = '';
  line = 1;
  private pos = 0;
  private lineNo = 1;

  constructor(
    private readonly src: string,
    private readonly errors: ParseError[],
  ) {}

  next(): Kind {
    const src = this.src;
    const n = src.length;
    let p = this.pos;
    for (;;) {
      while (p < n && isSpace(src.charCodeAt(p))) {
        if (src.charCodeAt(p) === 10) this.lineNo++;
        p++;
      }
      if (p < n && src.charCodeAt(p) === 35 /* # */) {
        while (p < n && src.charCodeAt(p) !== 10) p++;
        continue;
      }
      break;
    }
    this.line = this.lineNo;
    if (p >= n) {
      this.pos = p;
      return (this.kind = Kind.End);
    }
    const c = src.charCodeAt(p);
    if (c === 59 /* ; */ && (p === 0 || src.charCodeAt(p - 1) === 10)) return this.textField(p);
    if (c === 39 || c === 34) return this.quoted(p, c);
    const start = p;
    while (p < n && !isSpace(src.charCodeAt(p))) p++;
    this.pos = p;
    const text = (this.text = src.substring(start, p));
    if (c === 95 /* _ */) return (this.kind = Kind.Tag);
    if (text === '.' || text === '?') return (this.kind = Kind.Null);
    const lower = text.length >= 5 ? text.substring(0, 5).toLowerCase() : '';
    if (lower === 'loop_' && text.length === 5) return (this.kind = Kind.Loop);
    if (lower === 'data_') return (this.kind = Kind.Data);
    return (this.kind = Kind.Value);
  }

  private quoted(p: number, quote: number): Kind {
    const src = this.src;
    const n = src.length;
    let q = p + 1;
    for (;;) {
      if (q >= n || src.charCodeAt(q) === 10 || src.charCodeAt(q) === 13) {
        this.errors.push({ line: this.line, message: `line ${this.line}: quoted value is not closed on its line` });
        this.text = src.substring(p + 1, q);
        this.pos = q;
        return (this.kind = Kind.Value);
      }
      if (src.charCodeAt(q) === quote && (q + 1 >= n || isSpace(src.charCodeAt(q + 1)))) break;
      q++;
    }
    this.text = src.substring(p + 1, q);
    this.pos = q + 1;
    return (this.kind = Kind.Value);
  }

  private textField(p: number): Kind {
    const src = this.src;
    const close = src.indexOf('\n;', p);
    if (close === -1) {
      this.errors.push({ line: this.line, message: `line ${this.line}: text field starting with ';' is never closed` });
      this.text = src.substring(p + 1);
      this.pos = src.length;
      return (this.kind = Kind.Value);
    }
    let value = src.substring(p + 1, close);
    if (value.endsWith('\r')) value = value.slice(0, -1);
    for (let i = p; i <= close; i++) if (src.charCodeAt(i) === 10) this.lineNo++;
    this.text = value;
    this.pos = close + 2;
    return (this.kind = Kind.Value);
  }
}

function categoryOf(tag: string): [string, string] {
  const dot = tag.indexOf('.');
  return dot === -1 ? [tag, ''] : [tag.substring(0, dot), tag.substring(dot + 1)];
}

/** Reads the first data block of a CIF text into categories. */
export function readCif(text: string): CifBlock {
  const errors: ParseError[] = [];
  const categories = new Map<string, CifCategory>();
  const t = new Tokens(text, errors);
  let name = '';
  let kind = t.next();
  const single = (cat: string): CifCategory => {
    let c = categories.get(cat);
    if (!c) categories.set(cat, (c = { name: cat, fields: [], values: [], rowLines: [] }));
    return c;
  };

  while (kind !== Kind.End) {
    if (kind === Kind.Data) {
      if (name !== '') break;
      name = t.text.substring(5);
      kind = t.next();
    } else if (kind === Kind.Tag) {
      const tag = t.text;
      const tagLine = t.line;
      kind = t.next();
      if (kind !== Kind.Value && kind !== Kind.Null) {
        errors.push({ line: tagLine, message: `line ${tagLine}: ${tag} has no value` });
        continue;
      }
      const [cat, field] = categoryOf(tag);
      const c = single(cat);
      if (c.rowLines.length === 0) c.rowLines.push(tagLine);
      c.fields.push(field);
      c.values.push(kind === Kind.Null ? null : t.text);
      kind = t.next();
    } else if (kind === Kind.Loop) {
      kind = readLoop(t, categories, errors);
    } else {
      errors.push({ line: t.line, message: `line ${t.line}: value '${t.text}' outside a tag or loop` });
      kind = t.next();
    }
  }
  return { name, categories, errors };
}

function readLoop(t: Tokens, categories: Map<string, CifCategory>, errors: ParseError[]): Kind {
  const loopLine = t.line;
  let kind = t.next();
  let cat = '';
  const fields: string[] = [];
  while (kind === Kind.Tag) {
    const [c, field] = categoryOf(t.text);
    cat ||= c;
    fields.push(field);
    kind = t.next();
  }
  if (fields.length === 0) {
    errors.push({ line: loopLine, message: `line ${loopLine}: loop_ without tags` });
    return kind;
  }
  const values: (string | null)[] = [];
  const rowLines: number[] = [];
  const width = fields.length;
  let lastLine = loopLine;
  while (kind === Kind.Value || kind === Kind.Null) {
    if (values.length % width === 0) rowLines.push(t.line);
    values.push(kind === Kind.Null ? null : t.text);
    lastLine = t.line;
    kind = t.next();
  }
  const extra = values.length % width;
  if (extra !== 0) {
    errors.push({
      line: lastLine,
      message: `line ${lastLine}: loop ${cat} has ${width} columns but its last row has only ${extra} values`,
    });
    values.length -= extra;
    rowLines.pop();
  }
  categories.set(cat, { name: cat, fields, values, rowLines });
  return kind;
}
