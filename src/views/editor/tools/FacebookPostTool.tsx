import { PostTool } from './post/PostTool.tsx';

/** Spec 03 §2 'Post tool', Facebook: the shared post tool plus the agent's pages (src/views/editor/tools/post). */
export default function FacebookPostTool() {
  return <PostTool network="facebook" />;
}
