/** Icons of the shell's floating widgets (issue 9), on the product's line-icon frame. */
import { Icon } from './icons.tsx';

export const ChecklistIcon = () => (
  <Icon>
    <path d="m4 6 1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17" />
    <path d="M11 6.5h9M11 12.5h9M11 18.5h9" />
  </Icon>
);

export const MinimiseIcon = () => (
  <Icon>
    <path d="M6 12h12" />
  </Icon>
);

export const CheckCircleIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </Icon>
);

export const CircleIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
  </Icon>
);

export const PublishIcon = () => (
  <Icon>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
  </Icon>
);
