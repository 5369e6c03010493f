import { forwardRef, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { videoTexts as t } from '../../../../i18n/editor-media.ts';
import { PauseIcon, PlayIcon, VolumeDownIcon, VolumeUpIcon } from './icons.tsx';
import { formatTime, seekTarget, SEEK_LONG_SECONDS, SEEK_SHORT_SECONDS, stepVolume, VOLUME_STEP } from './player.ts';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 720px;

  video {
    width: 100%;
    max-height: 60vh;
    background: #000;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};

  output { margin-left: auto; font-variant-numeric: tabular-nums; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Control = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  display: inline-grid;
  place-items: center;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const KeyHint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface PlayerProps {
  src: string;
  poster?: string | undefined;
}

/**
 * The tool's player with its own controls (spec 03 §4: seeks of 10 s and 5 s, volume in steps of
 * 0.1), as buttons and as keys on the player (Space or K, ←/→ 5 s, J/L 10 s, ↑/↓ volume). What is
 * playing, where and how loud is the <video>'s own state; this mirrors it for the labels.
 */
export const Player = forwardRef<HTMLVideoElement | null, PlayerProps>(function Player({ src, poster }, ref) {
  const video = useRef<HTMLVideoElement>(null);
  useImperativeHandle(ref, () => video.current as HTMLVideoElement);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(1);
  const [time, setTime] = useState({ current: 0, duration: Number.NaN });

  const element = () => video.current;
  const toggle = () => {
    const player = element();
    if (!player) return;
    if (player.paused) void player.play().catch(() => {});
    else player.pause();
  };
  const seek = (by: number) => {
    const player = element();
    if (player) player.currentTime = seekTarget(player.currentTime, by, player.duration);
  };
  const changeVolume = (by: number) => {
    const player = element();
    if (player) player.volume = stepVolume(player.volume, by);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const keys: Record<string, () => void> = {
      ' ': toggle,
      k: toggle,
      ArrowLeft: () => seek(-SEEK_SHORT_SECONDS),
      ArrowRight: () => seek(SEEK_SHORT_SECONDS),
      j: () => seek(-SEEK_LONG_SECONDS),
      l: () => seek(SEEK_LONG_SECONDS),
      ArrowUp: () => changeVolume(VOLUME_STEP),
      ArrowDown: () => changeVolume(-VOLUME_STEP),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const sync = () => {
    const player = element();
    if (player) setTime({ current: player.currentTime, duration: player.duration });
  };

  return (
    <Frame role="group" aria-label={t.player} tabIndex={0} onKeyDown={onKeyDown}>
      <video
        ref={video}
        src={src}
        poster={poster}
        preload="metadata"
        playsInline
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setVolume(event.currentTarget.volume)}
        onTimeUpdate={sync}
        onLoadedMetadata={sync}
        onDurationChange={sync}
        onClick={toggle}
      />
      <Controls>
        <Control type="button" aria-label={t.back10} onClick={() => seek(-SEEK_LONG_SECONDS)}>
          −10
        </Control>
        <Control type="button" aria-label={t.back5} onClick={() => seek(-SEEK_SHORT_SECONDS)}>
          −5
        </Control>
        <Control type="button" onClick={toggle} aria-label={playing ? t.pause : t.play}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </Control>
        <Control type="button" aria-label={t.forward5} onClick={() => seek(SEEK_SHORT_SECONDS)}>
          +5
        </Control>
        <Control type="button" aria-label={t.forward10} onClick={() => seek(SEEK_LONG_SECONDS)}>
          +10
        </Control>
        <Control type="button" aria-label={t.volumeDown} onClick={() => changeVolume(-VOLUME_STEP)}>
          <VolumeDownIcon />
        </Control>
        <Control type="button" aria-label={t.volumeUp} onClick={() => changeVolume(VOLUME_STEP)}>
          <VolumeUpIcon />
        </Control>
        <output aria-live="off">
          {t.position(formatTime(time.current), Number.isFinite(time.duration) ? formatTime(time.duration) : '–')} · {t.volume(Math.round(volume * 100))}
        </output>
      </Controls>
      <KeyHint>{t.keyboardHint}</KeyHint>
    </Frame>
  );
});
