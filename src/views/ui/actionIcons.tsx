/** Line icons of the dialogs, menus and the customer view (24 px grid, currentColor). Decorative. */
import { Icon } from './icons.tsx';

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const MoreIcon = () => (
  <Icon>
    <circle cx="5" cy="12" r="1.2" />
    <circle cx="12" cy="12" r="1.2" />
    <circle cx="19" cy="12" r="1.2" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const EditIcon = () => (
  <Icon size={18}>
    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);

export const ChatIcon = () => (
  <Icon size={18}>
    <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.2A8 8 0 1 1 20 12Z" />
  </Icon>
);

export const CameraIcon = () => (
  <Icon size={18}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4V8Z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);

export const ExpandIcon = () => (
  <Icon>
    <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
  </Icon>
);

export const CollapseIcon = () => (
  <Icon>
    <path d="M20 10h-6V4M4 14h6v6M14 10l7-7M10 14l-7 7" />
  </Icon>
);

export const CalendarIcon = () => (
  <Icon size={16}>
    <rect x="4" y="5" width="16" height="15" rx="2" />
    <path d="M4 10h16M9 3v4M15 3v4" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon size={18}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </Icon>
);

export const UploadIcon = () => (
  <Icon>
    <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />
  </Icon>
);

export const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9L12 3Z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  </svg>
);

/** A document with its extension written on it; the colour tells the family apart. */
export const FileTypeIcon = ({ label, color }: { label: string; color: string }) => (
  <svg width="36" height="40" viewBox="0 0 36 40" aria-hidden="true" focusable="false">
    <path d="M4 2h19l9 9v27H4V2Z" fill="#fff" stroke={color} strokeWidth="2" strokeLinejoin="round" />
    <path d="M23 2v9h9" fill="none" stroke={color} strokeWidth="2" strokeLinejoin="round" />
    <rect x="1" y="20" width="30" height="12" rx="2" fill={color} />
    <text x="16" y="29.2" textAnchor="middle" fontSize="8" fontWeight="700" fontFamily="system-ui, sans-serif" fill="#fff">
      {label}
    </text>
  </svg>
);
