/** A box as fractions of a page's width and height, from its top left corner. */
export interface PageBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The pdf.js operator codes this reads (`OPS` of pdfjs-dist). */
export interface PictureOps {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  paintImageXObject: number;
  paintInlineImageXObject: number;
}

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `inner` applied first, then `outer` (PDF's row-vector convention). */
function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = inner;
  const [A, B, C, D, E, F] = outer;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

const asMatrix = (value: unknown): Matrix | undefined =>
  Array.isArray(value) && value.length === 6 && value.every((part) => typeof part === 'number')
    ? (value as Matrix)
    : undefined;

/** A picture smaller than this share of the page (a logo, an icon) is not the design's picture. */
const MIN_PICTURE_SHARE = 0.1;

/**
 * Where the design's picture lies on a PDF page: the largest image the page paints, followed
 * through the page's transforms into the viewport (`viewport.transform` maps PDF space to the
 * viewport's top-left pixels). A page that paints no picture large enough is taken to be the
 * picture itself (a design exported page for page), so the whole page box is returned.
 */
export function pictureBoxOnPage(
  operators: { fnArray: number[]; argsArray: unknown[] },
  ops: PictureOps,
  viewport: { transform: number[]; width: number; height: number },
): PageBox {
  const toViewport = asMatrix(viewport.transform) ?? IDENTITY;
  const stack: Matrix[] = [];
  let current: Matrix = IDENTITY;
  let best: PageBox | undefined;
  let bestArea = MIN_PICTURE_SHARE;
  operators.fnArray.forEach((fn, index) => {
    const args = operators.argsArray[index];
    if (fn === ops.save) stack.push(current);
    else if (fn === ops.restore) current = stack.pop() ?? IDENTITY;
    else if (fn === ops.transform) current = multiply(current, asMatrix(args) ?? IDENTITY);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push(current);
      current = multiply(current, asMatrix(Array.isArray(args) ? args[0] : undefined) ?? IDENTITY);
    } else if (fn === ops.paintFormXObjectEnd) current = stack.pop() ?? IDENTITY;
    else if (fn === ops.paintImageXObject || fn === ops.paintInlineImageXObject) {
      // An image fills the unit square of the current space.
      const matrix = multiply(toViewport, current);
      const corners = [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ].map(([u = 0, v = 0]) => [matrix[0] * u + matrix[2] * v + matrix[4], matrix[1] * u + matrix[3] * v + matrix[5]]);
      const xs = corners.map(([x = 0]) => x / viewport.width);
      const ys = corners.map(([, y = 0]) => y / viewport.height);
      const box = {
        x: Math.max(0, Math.min(...xs)),
        y: Math.max(0, Math.min(...ys)),
        w: Math.min(1, Math.max(...xs)) - Math.max(0, Math.min(...xs)),
        h: Math.min(1, Math.max(...ys)) - Math.max(0, Math.min(...ys)),
      };
      if (box.w > 0 && box.h > 0 && box.w * box.h > bestArea) {
        best = box;
        bestArea = box.w * box.h;
      }
    }
  });
  return best ?? { x: 0, y: 0, w: 1, h: 1 };
}
