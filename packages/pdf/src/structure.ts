/** The tagged document's structure and the drawing operations a laid-out page holds. */
import type { PdfColor } from './document-spec';
import type { Font } from './fonts';

/** A structure element of the tagged document (ISO 32000-1, 14.8.4 standard types). */
export interface StructNode {
  role: 'Document' | 'Sect' | 'H1' | 'H2' | 'P' | 'Table' | 'THead' | 'TBody' | 'TR' | 'TH' | 'TD';
  children: StructNode[];
  /** TH: the cells the head describes. */
  scope?: 'Column' | 'Row';
}

export type Op =
  | {
      kind: 'text';
      /** Left end of the text and its baseline, in PDF user space (origin bottom left). */
      x: number;
      y: number;
      text: string;
      size: number;
      font: Font;
      color: PdfColor;
      /** The structure element the text belongs to; null for an artifact. */
      node: StructNode | null;
    }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: PdfColor };

export const node = (role: StructNode['role'], parent?: StructNode): StructNode => {
  const created: StructNode = { role, children: [] };
  parent?.children.push(created);
  return created;
};
