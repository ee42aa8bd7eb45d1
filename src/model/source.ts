/** A step of a field path inside a data file: a key or a list index. */
export type PathPart = string | number;

/** A parsed data file that can say where any field path sits in the text. */
export interface SourceFile {
  file: string;
  data: unknown;
  locate(path: readonly PathPart[]): { line?: number; col?: number };
}
