import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { CropArea, ImageSize } from '../../services/images.ts';
import { imagePipelineTexts, photoTexts } from '../../i18n/customers.ts';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

/** A blob's object URL for as long as the component shows it. */
function useObjectUrl(blob: Blob): string {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

const Stage = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  touch-action: none;
  user-select: none;

  img { display: block; width: 100%; height: auto; pointer-events: none; }
`;

/** 'round' for avatars (as they show), 'square' for listing photos (issue 10). */
export type PhotoShape = 'round' | 'square';

const Selection = styled.div<{ $shape: PhotoShape }>`
  position: absolute;
  border: 2px solid #fff;
  border-radius: ${({ $shape }) => ($shape === 'round' ? '50%' : '0')};
  box-shadow: 0 0 0 9999px rgba(0, 0, 0, 0.55);
  cursor: move;

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Zoom = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  input { width: 100%; }
`;

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/** The smallest square the agent may choose, as a share of the picture's shorter side. */
const MIN_SHARE = 0.3;
const KEY_STEP = 0.02;

/**
 * 'Recortar foto': a square (drawn round, as the avatar shows) over the picture, moved by dragging
 * or the arrow keys and sized by a slider. Where the square sits is presentation until confirmed,
 * so it is local state; the machine receives the area in the picture's own pixels.
 */
export function CropModal({
  file,
  size,
  shape = 'round',
  onConfirm,
  onCancel,
}: {
  file: Blob;
  size: ImageSize;
  shape?: PhotoShape;
  onConfirm: (area: CropArea) => void;
  onCancel: () => void;
}) {
  const url = useObjectUrl(file);
  const shorter = Math.min(size.width, size.height);
  const [share, setShare] = useState(1);
  const side = Math.round(shorter * share);
  const [centre, setCentre] = useState({ x: size.width / 2, y: size.height / 2 });
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; centre: { x: number; y: number } } | null>(null);

  const area: CropArea = {
    x: Math.round(clamp(centre.x - side / 2, 0, size.width - side)),
    y: Math.round(clamp(centre.y - side / 2, 0, size.height - side)),
    width: side,
    height: side,
  };
  const pct = (value: number, of: number) => `${(value / of) * 100}%`;

  const moveBy = (dx: number, dy: number) =>
    setCentre(({ x, y }) => ({
      x: clamp(x + dx, side / 2, size.width - side / 2),
      y: clamp(y + dy, side / 2, size.height - side / 2),
    }));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, centre: { x: area.x + side / 2, y: area.y + side / 2 } };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const width = stage.current?.clientWidth;
    if (start === null || !width) return;
    const scale = size.width / width;
    setCentre({
      x: clamp(start.centre.x + (event.clientX - start.x) * scale, side / 2, size.width - side / 2),
      y: clamp(start.centre.y + (event.clientY - start.y) * scale, side / 2, size.height - side / 2),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = shorter * KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    moveBy(...move);
  };

  return (
    <Modal
      title={imagePipelineTexts.cropTitle}
      onClose={onCancel}
      width={560}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {photoTexts.cancel}
          </Button>
          <Button onClick={() => onConfirm(area)}>{photoTexts.crop}</Button>
        </>
      }
    >
      <Stage ref={stage}>
        <img src={url} alt="" width={size.width} height={size.height} />
        <Selection
          role="group"
          aria-label={photoTexts.cropArea}
          tabIndex={0}
          data-autofocus
          $shape={shape}
          style={{
            left: pct(area.x, size.width),
            top: pct(area.y, size.height),
            width: pct(side, size.width),
            height: pct(side, size.height),
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            drag.current = null;
          }}
          onKeyDown={onKeyDown}
        />
      </Stage>
      <Zoom>
        {photoTexts.zoom}
        <input
          type="range"
          min={MIN_SHARE}
          max={1}
          step={0.01}
          value={share}
          onChange={(event) => setShare(Number(event.target.value))}
        />
      </Zoom>
    </Modal>
  );
}

const PreviewFrame = styled.div<{ $shape: PhotoShape }>`
  display: grid;
  place-items: center;

  img {
    width: ${({ $shape }) => ($shape === 'round' ? 'min(100%, 260px)' : '100%')};
    max-height: 60vh;
    aspect-ratio: ${({ $shape }) => ($shape === 'round' ? '1' : 'auto')};
    object-fit: ${({ $shape }) => ($shape === 'round' ? 'cover' : 'contain')};
    border-radius: ${({ $shape, theme }) => ($shape === 'round' ? '50%' : theme.radii.sm)};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** 'Previsualizar foto': the picture as the avatar will show it, confirmed or dropped. */
export function PreviewModal({
  picture,
  shape = 'round',
  onConfirm,
  onCancel,
}: {
  picture: Blob;
  shape?: PhotoShape;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const url = useObjectUrl(picture);
  return (
    <Modal
      title={imagePipelineTexts.previewTitle}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {photoTexts.cancel}
          </Button>
          <Button data-autofocus onClick={onConfirm}>
            {photoTexts.save}
          </Button>
        </>
      }
    >
      <PreviewFrame $shape={shape}>
        <img src={url} alt={photoTexts.previewAlt} />
      </PreviewFrame>
    </Modal>
  );
}
