import { lazy, type LazyExoticComponent } from 'react';
import type { EditorSection } from '../../schema/editor-sections.ts';
import type { EditorTool } from './editor-context.ts';

/**
 * The tool each `section` opens (src/schema/editor-sections.ts), each its own chunk, loaded when
 * first opened: a tool's libraries (the rich-text editor, the map, the emoji picker…) never
 * weigh on the others. A tool is its file's default export, a component without props.
 */

type LazyTool = LazyExoticComponent<EditorTool>;

const PropertyTool = lazy(() => import('./tools/PropertyTool.tsx'));
const EnviromentsTool = lazy(() => import('./tools/EnviromentsTool.tsx'));
const DetailsTool = lazy(() => import('./tools/DetailsTool.tsx'));
const ServicesTool = lazy(() => import('./tools/ServicesTool.tsx'));
const LocationTool = lazy(() => import('./tools/LocationTool.tsx'));
const RulesTool = lazy(() => import('./tools/RulesTool.tsx'));
/** The thumbnail section is part of the images tool. */
const ImagesTool = lazy(() => import('./tools/ImagesTool.tsx'));
const VideoTool = lazy(() => import('./tools/VideoTool.tsx'));
const InstagramPostTool = lazy(() => import('./tools/InstagramPostTool.tsx'));
const FacebookPostTool = lazy(() => import('./tools/FacebookPostTool.tsx'));

export const EDITOR_TOOLS: Readonly<Record<EditorSection, LazyTool>> = {
  basic_details: PropertyTool,
  enviroments: EnviromentsTool,
  details: DetailsTool,
  services: ServicesTool,
  location: LocationTool,
  rules: RulesTool,
  thumbnail: ImagesTool,
  images: ImagesTool,
  video: VideoTool,
  instagram: InstagramPostTool,
  facebook: FacebookPostTool,
};
