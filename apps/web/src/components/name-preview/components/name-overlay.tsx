import { fitName, type NameSlot, nameFontStack } from '@store/shared';
import './name-fonts.css';

interface NameOverlayProps {
  name: string;
  slot: NameSlot;
}

const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
const percent = (fraction: number) => `${fraction * 100}%`;

/**
 * The visitor's business name drawn as text over a design's picture, in the picture's name slot.
 * Sized in container units of the picture's width, so it scales with the card and never moves
 * anything around it; the size comes from the shared fitting rule, so it stays inside the box.
 */
export function NameOverlay({ name, slot }: NameOverlayProps) {
  const { lines, fontSize } = fitName(name, slot);
  return (
    <div className="pointer-events-none absolute inset-0 @container" aria-hidden="true">
      <div
        data-testid="name-slot"
        className="absolute flex flex-col justify-center overflow-hidden"
        style={{
          left: percent(slot.x),
          top: percent(slot.y),
          width: percent(slot.w),
          height: percent(slot.h),
          alignItems: justify[slot.align],
          textAlign: slot.align,
          backgroundColor: slot.backdrop,
          color: slot.colour,
          fontFamily: nameFontStack(slot.font),
        }}
      >
        {lines.map((line, index) => (
          <span
            key={index}
            data-testid="name-slot-line"
            className="block whitespace-pre font-bold"
            style={{ fontSize: `${fontSize * 100}cqw`, lineHeight: 1.2 }}
          >
            {line}
          </span>
        ))}
      </div>
    </div>
  );
}
