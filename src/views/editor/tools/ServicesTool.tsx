/** Stand-in until its tool lands (issue 10); replaced by the tool's own component. */
export default function ServicesTool() {
  return <p>ServicesTool</p>;
}
