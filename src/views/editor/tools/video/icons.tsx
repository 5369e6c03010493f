import { Icon } from '../../../ui/icons.tsx';

/** The player's line icons (decorative: each button carries its Spanish name). */

export const PlayIcon = () => (
  <Icon>
    <path d="M8 5v14l11-7z" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);

const Speaker = () => <path d="M4 9.5h3.5L12 6v12l-4.5-3.5H4z" />;

export const VolumeDownIcon = () => (
  <Icon>
    <Speaker />
    <path d="M16 12h5" />
  </Icon>
);

export const VolumeUpIcon = () => (
  <Icon>
    <Speaker />
    <path d="M16 12h5M18.5 9.5v5" />
  </Icon>
);
