import {
  DEFAULT_NAME_SLOT,
  NAME_ALIGNMENTS,
  NAME_CASES,
  NAME_FONT_FAMILIES,
  NAME_FONTS,
  type NameSlot,
} from '@store/shared';
import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { NameOverlay } from '../../../components/name-preview';

interface NameSlotEditorProps {
  /** The picture the slot is set on (the chosen file or the design's current picture). */
  src: string | null;
  slot: NameSlot | null;
  onChange: (slot: NameSlot | null) => void;
}

const MIN_W = 0.05;
const MIN_H = 0.03;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 1000) / 1000;
const selectClass = 'mt-1 block w-full rounded-lg border-0 px-2 py-1.5 text-sm ring-1 ring-inset ring-slate-300';

/** Moves or resizes the box by a pointer's travel (as fractions of the picture), kept inside the picture. */
function dragged(start: NameSlot, mode: 'move' | 'resize', dx: number, dy: number): NameSlot {
  if (mode === 'move') {
    return { ...start, x: round(clamp(start.x + dx, 0, 1 - start.w)), y: round(clamp(start.y + dy, 0, 1 - start.h)) };
  }
  return {
    ...start,
    w: round(clamp(start.w + dx, MIN_W, 1 - start.x)),
    h: round(clamp(start.h + dy, MIN_H, 1 - start.y)),
  };
}

/**
 * Where the visitor's business name goes on this design: drag the box over the picture to move it,
 * drag its corner to resize it (arrow keys move it, with Shift they resize it), and pick the face,
 * colour, alignment and case beside it; a sample name shows the result as the catalogue will.
 */
export function NameSlotEditor({ src, slot, onChange }: NameSlotEditorProps) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number; start: NameSlot } | null>(null);
  const [sample, setSample] = useState('Sharma Sweets');

  const begin = (mode: 'move' | 'resize') => (event: ReactPointerEvent<HTMLElement>) => {
    if (!slot) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, start: slot };
  };
  const move = (event: ReactPointerEvent<HTMLElement>) => {
    const rect = frame.current?.getBoundingClientRect();
    if (!drag.current || !rect) return;
    const { mode, x, y, start } = drag.current;
    onChange(dragged(start, mode, (event.clientX - x) / rect.width, (event.clientY - y) / rect.height));
  };
  const end = () => {
    drag.current = null;
  };
  const keys = (event: React.KeyboardEvent) => {
    if (!slot) return;
    const step = 0.01;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
      event.key
    ];
    if (!delta) return;
    event.preventDefault();
    onChange(dragged(slot, event.shiftKey ? 'resize' : 'move', delta[0] ?? 0, delta[1] ?? 0));
  };
  const set = <K extends keyof NameSlot>(key: K, value: NameSlot[K]) => slot && onChange({ ...slot, [key]: value });

  return (
    <fieldset className="space-y-3 rounded-xl p-3 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-medium text-slate-800">Business name on the design</legend>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={slot !== null}
          onChange={(event) => onChange(event.target.checked ? (slot ?? DEFAULT_NAME_SLOT) : null)}
          className="size-4 rounded border-slate-300 text-brand-700"
        />
        Show the visitor's business name on this design
      </label>
      {slot ? (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <div
            ref={frame}
            className="relative aspect-[3/2] w-full touch-none overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200"
          >
            {src ? (
              <img src={src} alt="The design's picture, with the name box" className="size-full object-cover" />
            ) : null}
            {sample.trim() ? <NameOverlay name={sample.trim()} slot={slot} /> : null}
            <button
              type="button"
              aria-label="Name box: drag to move, drag the corner to resize; arrow keys move, Shift and arrow keys resize"
              data-testid="name-slot-box"
              onPointerDown={begin('move')}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={end}
              onKeyDown={keys}
              className="absolute cursor-move outline-2 outline-dashed outline-brand-600 focus-visible:outline-solid"
              style={{
                left: `${slot.x * 100}%`,
                top: `${slot.y * 100}%`,
                width: `${slot.w * 100}%`,
                height: `${slot.h * 100}%`,
              }}
            >
              <span
                data-testid="name-slot-resize"
                onPointerDown={begin('resize')}
                onPointerMove={move}
                onPointerUp={end}
                onPointerCancel={end}
                className="absolute -right-2 -bottom-2 size-4 cursor-nwse-resize rounded-sm bg-brand-600 ring-2 ring-white"
              />
            </button>
          </div>
          <div className="space-y-2 text-sm">
            <label className="block">
              Sample name
              <input value={sample} onChange={(event) => setSample(event.target.value)} className={selectClass} />
            </label>
            <label className="block">
              Font
              <select
                value={slot.font}
                onChange={(event) => set('font', event.target.value as NameSlot['font'])}
                className={selectClass}
              >
                {NAME_FONTS.map((font) => (
                  <option key={font} value={font}>
                    {NAME_FONT_FAMILIES[font].label}
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              Colour
              <input
                type="color"
                value={slot.colour}
                onChange={(event) => set('colour', event.target.value)}
                className="mt-1 block h-8 w-full"
              />
            </label>
            <label className="block">
              Alignment
              <select
                value={slot.align}
                onChange={(event) => set('align', event.target.value as NameSlot['align'])}
                className={selectClass}
              >
                {NAME_ALIGNMENTS.map((align) => (
                  <option key={align} value={align}>
                    {align}
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              Case
              <select
                value={slot.case}
                onChange={(event) => set('case', event.target.value as NameSlot['case'])}
                className={selectClass}
              >
                {NAME_CASES.map((nameCase) => (
                  <option key={nameCase} value={nameCase}>
                    {nameCase}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={slot.backdrop !== undefined}
                onChange={(event) => set('backdrop', event.target.checked ? '#ffffff' : undefined)}
                className="size-4 rounded border-slate-300"
              />
              Cover the picture under the box
            </label>
            {slot.backdrop ? (
              <input
                type="color"
                aria-label="Cover colour"
                value={slot.backdrop}
                onChange={(event) => set('backdrop', event.target.value)}
                className="block h-8 w-full"
              />
            ) : null}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
