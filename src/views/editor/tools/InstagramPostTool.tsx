import { PostTool } from './post/PostTool.tsx';

/** Spec 03 §2 'Post tool', Instagram: the shared post tool (src/views/editor/tools/post). */
export default function InstagramPostTool() {
  return <PostTool network="instagram" />;
}
